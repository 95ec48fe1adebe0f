/** How a payment form ended, before the server is asked to confirm it. */
export type PaymentOutcome =
  | { kind: 'succeeded' }
  /** The provider refused the card: the person may try again. */
  | { kind: 'declined'; message: string }
  /** Anything but succeeded (processing, requires action…). */
  | { kind: 'unclear' }
  | { kind: 'error'; error: unknown };
