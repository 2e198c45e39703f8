/**
 * The words of following a streamer and booking a match in zh-CN (the other locales' in
 * follow-messages.locales.ts), apart from the match words so that they load with the follow
 * button and the follows' chunk.
 */
export const followMessages = {
  follow: '关注',
  following: '已关注',
  followed: '关注成功',
  unfollowed: '已取消关注',
  book: '预约',
  booked: '已预约',
  subscribeLabel: (action: string, subject: string) => `${action} ${subject}`,
} as const;
