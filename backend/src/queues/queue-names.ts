/** Every queue of the app; each job handler names one of these. */
export const QUEUE_NAMES = ['mail', 'billing', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
