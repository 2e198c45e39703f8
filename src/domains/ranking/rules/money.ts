/** Amounts as the ranking shows them: thousands separated, at most two decimals, profit signed. */

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '1,234.5', '500', '0' — never '-0' (a loss that rounds to nothing is nothing). */
export function formatMoney(amount: number): string {
  const text = format.format(Number.isFinite(amount) ? amount : 0);
  return text === '-0' ? '0' : text;
}

/** Profit: '+1,234.5', '-500', '0' (an amount that rounds to 0 has no sign). */
export function formatSigned(amount: number): string {
  const text = formatMoney(amount);
  return text.startsWith('-') || text === '0' ? text : `+${text}`;
}
