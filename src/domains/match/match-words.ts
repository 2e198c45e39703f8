/** The words of a match's clock (the status words are in rules/match-status's tables). */
export const matchWords = {
  minute: (minute: number, extra: number) => (extra > 0 ? `${minute}+${extra}'` : `${minute}'`),
  quarter: (period: number) => `第${period}节`,
  overtime: (index: number) => `加时${index}`,
  versus: 'VS',
} as const;
