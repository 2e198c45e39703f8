/** The header tab's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const tabWords = { ranking: '盈利榜' } as const;
