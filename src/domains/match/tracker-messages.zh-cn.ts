/**
 * 动画直播's zh-CN words (the other locales' beside them, loaded with their locale): the caption of each state (rules/match-tracker), the view's labels —
 * in the tracker's lazy chunk (a schedule row's ▶动画 is in match-messages).
 */
export const trackerMessages = {
  tab: '动画',
  title: '动画直播',
  close: '关闭',
  pitchLabel: (home: string, away: string) => `球场：${home}（左）对 ${away}（右）`,
  possession: '控球率（近5分钟）',
  waiting: '比赛进行中才有动画直播',
  loading: '动画加载中…',
  football: {
    safe: '控球',
    attack: '进攻',
    'dangerous-attack': '危险进攻',
    corner: '角球',
    'free-kick': '任意球',
    offside: '越位',
    substitution: '换人',
    injury: '伤停',
    var: 'VAR 检查',
  } as Readonly<Record<string, string>>,
  shot: {
    'on-target': '射正',
    'off-target': '射偏',
    blocked: '射门被封堵',
    woodwork: '击中门框',
  } as Readonly<Record<string, string>>,
  shotAny: '射门',
  goal: { possible: '可能进球', confirmed: '进球！', cancelled: '进球无效' },
  penalty: { possible: '可能点球', confirmed: '点球', cancelled: '取消点球' },
  card: { yellow: '黄牌', 'second-yellow': '两黄变红', red: '红牌' } as Readonly<Record<string, string>>,
  /** A free kick with the card shown for its foul. */
  withCard: (kick: string, card: string) => `${kick}（${card}）`,
  basketball: {
    possession: '控球',
    rebound: '篮板',
    turnover: '失误',
    timeout: '暂停',
    foul: '犯规',
    technical: '技术犯规',
  } as Readonly<Record<string, string>>,
  made: (points: number) => `${points}分命中`,
  missed: (points: number) => `${points}分不中`,
  blocked: '投篮被封盖',
  freeThrow: { made: '罚球命中', missed: '罚球不中' } as Readonly<Record<string, string>>,
  breaks: {
    'half-time': '中场休息',
    'full-time': '全场结束',
    'extra-time': '加时赛间歇',
    shootout: '点球大战',
    quarter: '节间休息',
    overtime: '加时赛',
  } as Readonly<Record<string, string>>,
  varBanner: {
    checking: (what: string) => `VAR 检查中：${what}`,
    /** With the cancellation's own words (进球无效, 取消点球). */
    cancelled: (decision: string) => `VAR：${decision}`,
    confirmed: (what: string) => `VAR：${what}有效`,
  },
  varSubject: { goal: '进球', penalty: '点球' } as Readonly<Record<string, string>>,
} as const;
