/** The header tab's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const tabWords = { sports: '体育专题', worldCup: '世界杯' } as const;
