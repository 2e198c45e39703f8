/**
 * The words of the streamer pages beside the anchor home — all anchors, the weekly ranking, a
 * profile — apart from anchor-messages so that they load with those pages. zh-CN's, shipped with
 * them: the shape the other locales are typed against.
 */
export const profileMessages = {
  allAnchorsTitle: '全部主播',
  weekRankTitle: '主播周榜',
  anchorImageTitle: '主播资料',
  anchorsFilterLabel: '主播筛选',
  filterAll: '全部',
  filterLive: '直播中',
  ageUnknown: '年龄保密',
  age: (years: number) => `${years}岁`,
  introduction: '主播简介',
  noIntroduction: '这个主播很神秘，还没有简介',
  enterRoom: '进入直播间',
  rankLabel: (rank: number) => `第${rank}名`,
  noRank: '暂无排行数据',
  fullRank: '完整周榜',
} as const;
