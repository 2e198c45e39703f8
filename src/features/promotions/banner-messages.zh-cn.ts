/** The banner strip's one word in zh-CN: the anchor home's first screen shows the strip. */
export const bannerMessages = { label: '推荐活动' } as const;
