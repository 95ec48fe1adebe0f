/** Dollars (as the API speaks) to cents (as we store), rounding away float noise. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Cents to dollars with two decimals. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** $12.50 */
export const formatDollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
