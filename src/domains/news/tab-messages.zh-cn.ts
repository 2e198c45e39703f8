/** The header tab's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const tabWords = { news: '爆料' } as const;
