/** Compares dotted versions numerically part by part: '4.10.0' > '4.3.2'. Missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export const isVersionAtLeast = (version: string, minimum: string): boolean => compareVersions(version, minimum) >= 0;
