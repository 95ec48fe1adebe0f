import type { TicketCategory } from '../api/get-tickets';

/** How the ticket categories read in the Help Center. */
export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General question',
  billing: 'Billing',
  technical: 'Technical problem',
  account: 'My account',
  feedback: 'Feedback',
};
