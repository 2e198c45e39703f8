/** The sports topic switch's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const topicMessages = {
  label: '体育专题',
  fiveLeagues: '五大联赛',
  nba: 'NBA',
  euroCup: '欧洲杯',
  worldCup: '世界杯',
} as const;
