/**
 * Every word the ranking domain shows, in zh-CN (shipped with the code: the shape the other
 * locales, ranking-messages.<locale>.ts, are typed against; read them with
 * `useMessages(rankingWords)`, ranking-messages.ts). The words of the contract's enumerations are
 * in src/contracts/ranking.ts.
 */
import { tabWords } from './tab-messages.zh-cn';

export const rankingMessages = {
  tabTitle: tabWords.ranking,
  pageTitle: '用户盈利榜',
  periodTabsLabel: '榜单周期',
  dateTabsLabel: '榜单日期',
  listTabsLabel: '榜单类型',
  oddsTypeLabel: '赔率显示',
  rankLabel: (rank: number) => `第${rank}名`,
  profit: '盈利',
  hitRate: '命中率',
  popularity: '人气',
  likesReceived: (count: string) => `获赞 ${count}`,
  record: (red: number, black: number) => `${red}红${black}黑`,
  streak: (count: number) => `连红${count}`,
  followBets: (count: string) => `跟单 ${count}`,
  showMore: '查看全部注单',
  openBettor: (name: string) => `查看${name}的战绩`,
  emptyBoard: '本期暂无上榜用户',
  emptyBoardHint: '比赛结算后，榜单会随之更新',
  stake: '本金',
  odds: '赔率',
  result: '结果',
  profitLoss: '盈亏',
  toWin: '预计可赢',
  placedAt: (time: string) => `${time} 下单`,
  unreadable: '注单信息无法读取',
  legCount: (count: number) => `${count}串1`,
  like: '赞',
  dislike: '踩',
  likeLabel: (count: number, pressed: boolean) =>
    pressed ? `取消点赞，当前 ${count} 个赞` : `点赞，当前 ${count} 个赞`,
  dislikeLabel: (count: number, pressed: boolean) =>
    pressed ? `取消踩，当前 ${count} 个踩` : `踩，当前 ${count} 个踩`,
  // The rank-user page.
  userPageTitle: '用户战绩',
  userNotFound: '找不到这位用户',
  noSuchUser: '用户不存在',
  noSuchUserHint: '链接可能有误，回到盈利榜看看吧',
  backToBoard: '回到盈利榜',
  periodSummary: (label: string) => `本期战绩 · ${label}`,
  betsCount: '注单',
  redBlack: '红/黑',
  curveTitle: '盈利走势',
  curveLabel: (from: string, to: string, high: string, low: string) =>
    `盈利走势：本期从 ${from} 到 ${to}，最高 ${high}，最低 ${low}`,
  curveEmpty: '本期还没有结算的注单',
  curvePartial: '只含最近的注单',
  followBet: '跟单',
  followingBet: '已跟单',
  followBetLabel: (name: string) => `跟单 ${name}`,
  followingBetLabel: (name: string) => `已跟单 ${name}，点按取消`,
  followedBet: '跟单成功',
  unfollowedBet: '已取消跟单',
  historyTabsLabel: '注单',
  recent: '近期',
  history: '历史',
  emptyRecent: '暂无进行中的注单',
  emptyHistory: '暂无已结算的注单',
  betListLabel: (tab: string) => `${tab}注单`,
} as const;
