import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('should write whole amounts without cents and others with two decimals', () => {
    expect(formatPrice(25, 'usd')).toBe('$25');
    expect(formatPrice(9.99, 'usd')).toBe('$9.99');
    expect(formatPrice(9.9, 'eur')).toBe('€9.90');
  });

  it('should read like Intl for the currencies it writes itself', () => {
    for (const [amount, currency] of [
      [9, 'usd'],
      [9.99, 'gbp'],
      [0.5, 'eur'],
      [1250, 'usd'],
    ] as const) {
      const digits = Number.isInteger(amount) ? 0 : 2;
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currency.toUpperCase(),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
      expect(formatPrice(amount, currency)).toBe(intl);
    }
  });

  it('should fall back to Intl or the code for other currencies', () => {
    expect(formatPrice(12, 'jpy')).toBe('¥12');
    expect(formatPrice(12, 'zzz')).toMatch(/12/);
  });
});
