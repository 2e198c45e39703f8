/** The header tab's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const tabWords = { anchor: '主播', liveBadge: '有主播正在直播' } as const;
