/** Amounts as the ranking shows them: thousands separated, at most two decimals, profit signed. */

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '1,234.5', '500', '0'. */
export function formatMoney(amount: number): string {
  return format.format(Number.isFinite(amount) ? amount : 0).replace(/^-0$/, '0');
}

/** Profit: '+1,234.5', '-500', '0'. */
export function formatSigned(amount: number): string {
  const text = formatMoney(amount);
  return amount > 0 && text !== '0' ? `+${text}` : text;
}
