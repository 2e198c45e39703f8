/** The header tabs' words: kept apart from messages.ts because the descriptor (first screen) needs only these. */
export const tabWords = { sports: '体育专题', worldCup: '世界杯' } as const;
