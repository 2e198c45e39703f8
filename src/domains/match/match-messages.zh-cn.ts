/**
 * The words of a match's clock and its streamers, wherever they show, in zh-CN (shipped with the
 * code: the shape the other locales, match-messages.<locale>.ts, are typed against; read them
 * with `useMessages(matchWords)`, match-messages.ts), the statuses' words of rules/match-status's
 * tables included.
 */
export const matchMessages = {
  minute: (minute: number, extra: number) => (extra > 0 ? `${minute}+${extra}'` : `${minute}'`),
  quarter: (period: number) => `第${period}节`,
  quarterOver: (period: number) => `第${period}节结束`,
  overtime: (index: number) => `加时${index}`,
  // The statuses' words (rules/match-status).
  kickOff: '开赛',
  shootout: '点球大战',
  periodStart: '开始',
  periodEnd: '结束',
  abnormal: '比赛异常',
  notStarted: '未开赛',
  firstHalf: '上半场',
  halfTime: '中场',
  secondHalf: '下半场',
  extraTime: '加时',
  penalties: '点球',
  finished: '完场',
  postponed: '推迟',
  interrupted: '中断',
  abandoned: '腰斩',
  cancelled: '取消',
  toBeDecided: '待定',
  // A basketball game's: English and Taiwan name these apart from football's.
  inOvertime: '加时',
  gameOver: '完场',
  versus: 'VS',
  anchorLive: '直播中',
  anchorCount: (count: number) => `${count}位主播`,
  watchAnchor: (name: string, live: boolean) => (live ? `进入${name}的直播间` : `查看${name}的直播间`),
  viewProfile: (name: string) => `查看${name}的资料`,
  watchers: (count: string) => `${count}人观看`,
  fans: (count: string) => `粉丝 ${count}`,
  streamerNotFound: '主播不存在或已下线',
  /** A live row's mark that opens its 动画直播 (the tracker's own words are in its chunk). */
  tracker: '▶动画',
  // The words first: a row's own button starts with the home team's name.
  trackerLabel: (home: string, away: string) => `动画直播 ${home} 对 ${away}`,
} as const;
