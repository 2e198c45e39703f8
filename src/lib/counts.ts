/** Watcher and fan counts as the Chinese UI writes them: 9876, '1.2万', '3.4亿' (floored, never overstated). */
const UNITS = [
  { value: 100_000_000, suffix: '亿' },
  { value: 10_000, suffix: '万' },
] as const;

export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  for (const unit of UNITS) {
    if (whole < unit.value) continue;
    // Integer arithmetic: tenths of the unit, floored.
    const tenths = Math.floor(whole / (unit.value / 10));
    const text = tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
    return `${text}${unit.suffix}`;
  }
  return String(whole);
}
