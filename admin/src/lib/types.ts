import type { ApiSchema } from '../providers/http';

export { TICKET_PRIORITIES, TICKET_STATUSES } from '@api/catalog';

/** GET /api/admin/users rows. */
export type AdminUser = ApiSchema<'AdminUserDto'>;
export type AdminSubscription = ApiSchema<'AdminSubscriptionDto'>;
/** A ticket row; its message and replies come with GET /api/admin/support/tickets/{id}. */
export type AdminTicket = ApiSchema<'AdminTicketDto'> &
  Partial<Pick<ApiSchema<'AdminTicketDetailDto'>, 'message' | 'replies'>>;

export const choices = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: value.replace('_', ' ') }));

export const fullName = (user: AdminUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || '—';
