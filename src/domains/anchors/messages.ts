/**
 * Every word the anchors domain shows (Chinese UI), in one place. Functions take the numbers
 * or names they need; untrusted text (nicknames, tags, moment content) is never part of a
 * message template that could be read as markup — components render it as text.
 */
import { tabWords } from './anchors-routes';

export const messages = {
  // Sections and titles
  homeTitle: tabWords.anchor,
  liveBadgeLabel: tabWords.liveBadge,
  featuredTitle: '焦点直播',
  liveMatchesTitle: '直播赛事',
  anchorsTitle: '热门主播',
  allAnchorsLink: '全部主播',
  weekRankLink: '主播周榜',
  momentsTitle: '主播动态',
  allAnchorsTitle: '全部主播',
  weekRankTitle: '主播周榜',
  anchorImageTitle: '主播资料',

  // Live list tabs (1 live, 2 starting soon, 3 scheduled)
  liveListTabs: { 1: '直播中', 2: '即将开始', 3: '赛程' } as Record<1 | 2 | 3, string>,
  liveListTabsLabel: '直播赛事分类',
  live: '直播中',
  notStarted: '未开始',
  ended: '已结束',
  inPlay: '进行中',

  // Anchors
  watchers: (count: string) => `${count}人观看`,
  fans: (count: string) => `粉丝 ${count}`,
  anchorPage: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
  anchorsFilterLabel: '主播筛选',
  filterAll: '全部',
  filterLive: '直播中',
  ageUnknown: '年龄保密',
  age: (years: number) => `${years}岁`,
  introduction: '主播简介',
  noIntroduction: '这个主播很神秘，还没有简介',
  enterRoom: '进入直播间',
  anchorsOnMatch: (count: number) => `${count}位主播`,
  viewProfile: (name: string) => `查看${name}的资料`,
  rankLabel: (rank: number) => `第${rank}名`,

  // Moments
  momentSortLabel: '动态排序',
  sortNewest: '最新',
  sortMostLiked: '最热',
  like: '点赞',
  likes: (count: number) => `${count}`,
  likeLabel: (count: number) => `点赞，当前 ${count} 个赞`,
  comments: (count: number) => `${count}条评论`,
  momentPictures: (count: number) => `${count}张图片`,
  noMoments: '主播还没有发布动态',

  // Follow and bookings (success toasts)
  follow: '关注',
  following: '已关注',
  followed: '关注成功',
  unfollowed: '已取消关注',
  book: '预约',
  booked: '已预约',
  subscribeLabel: (action: string, subject: string) => `${action} ${subject}`,

  // Live room
  roomTabsLabel: '直播间内容',
  roomTabSchedule: '赛程',
  roomTabRank: '排行',
  roomTabMoments: '动态',
  roomTabCentre: '赛况',
  roomTabChat: '聊天',
  offline: '主播暂未开播',
  nextMatch: '下一场',
  noMatch: '暂无直播赛事',
  delay: (seconds: number) => `${seconds} 秒延迟`,
  realtimeScore: '实时比分',
  scoreSyncing: '比分同步中',
  versus: 'VS',
  matchDetail: '赛事详情',
  watchMatch: '观看比赛',
  goBet: '去投注',
  noSchedule: '主播暂无赛程',
  fullRank: '完整周榜',
  startsIn: '距开赛',
  streamerNotFound: '主播不存在或已下线',

  // States
  noLiveMatches: '暂无直播赛事',
  noAnchors: '暂无主播',
  noRank: '暂无排行数据',
} as const;
