import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../api-client';

export type Capabilities = ApiSchema<'AiCapabilitiesDto'>;

/** Beside a control the running engine cannot honour, in a tooltip: never an error after the click. */
export const NEEDS_MODEL = 'Needs a connected model';

/** GET /api/ai/capabilities: what the running engine can do, so a screen says so before the click. */
export const capabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'capabilities'],
    queryFn: ({ signal }) => api.GET('/api/ai/capabilities', { signal, auth: false }),
    staleTime: 10 * 60_000,
  });

/** The capabilities, or null while they load (or if they cannot): then every control stays enabled. */
export function useCapabilities(): Capabilities | null {
  return useQuery(capabilitiesQueryOptions()).data ?? null;
}

/** Whether a value is honoured; unknown capabilities honour everything (the server still answers). */
export const honoursPersona = (capabilities: Capabilities | null, persona: string) =>
  !capabilities || (capabilities.personas as string[]).includes(persona);

/** Whether a word target above the text's length can be met. */
export const canLengthen = (capabilities: Capabilities | null) =>
  !capabilities || capabilities.can_lengthen;

/** Said beside a word target when the engine only shortens. */
export const SHORTEN_ONLY =
  'Light edits can shorten a text but not lengthen it: a target above your text’s length needs a connected model.';
