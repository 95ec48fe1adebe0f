import { api, type ApiSchema } from '../../../lib/api-client';

export type Plan = ApiSchema<'PlanDto'>;
export type ContactMessage = ApiSchema<'ContactMessageDto'>;
export type DemoRequest = ApiSchema<'DemoRewriteDto'>;
export type DemoResult = ApiSchema<'DemoRewriteResultDto'>;

/** GET /api/plans: the one plan catalogue (prices and quotas are configuration). */
export const loadPlans = (signal: AbortSignal) =>
  api.GET('/api/plans', { signal, auth: false }).then((catalogue) => catalogue.plans);

/** GET /api/company: who runs the service, for the contact section. */
export const loadCompany = (signal: AbortSignal) =>
  api.GET('/api/company', { signal, auth: false });

/** GET /api/contact/form: the token the message is sent with (the server times the form by it). */
export const openContactForm = (signal: AbortSignal) =>
  api.GET('/api/contact/form', { signal, auth: false }).then((form) => form.form_token);

/** POST /api/contact: the message becomes a support ticket. */
export const sendContactMessage = (message: ContactMessage) =>
  api.POST('/api/contact', { body: message, auth: false, retries: 0 });

/** POST /api/demo/rewrite: the built-in engine on one of the catalog's samples. */
export const rewriteDemoSample = (request: DemoRequest, signal: AbortSignal) =>
  api.POST('/api/demo/rewrite', { body: request, signal, auth: false, retries: 0 });
