/** Amounts of money in 元 as the Chinese UI writes them: '188元', '18.8元', '0.05元' (at most two decimals, to the fen). */
export function formatYuan(amount: number): string {
  const fen = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  return `${fen / 100}元`;
}
