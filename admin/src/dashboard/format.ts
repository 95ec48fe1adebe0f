const count = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);
export const formatMoney = (value: number) => money.format(value);
/** success_rate arrives as a percentage (0 to 100). */
export const formatPercent = (value: number) => `${percent.format(value)}%`;
