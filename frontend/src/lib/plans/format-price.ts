/**
 * Symbols for the currencies our plans are priced in. Written out rather than asked of
 * `Intl.NumberFormat`: building the first formatter loads the locale's number data, a long task
 * that blocked the landing page's main thread on phones (Lighthouse's total blocking time).
 */
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** "$25", "$9.99": whole amounts without cents. */
export function formatPrice(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = Number.isInteger(amount) ? 0 : 2;
  const symbol = SYMBOLS[code];
  if (symbol && amount >= 0 && amount < 1000) return `${symbol}${amount.toFixed(digits)}`;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${code}`;
  }
}
