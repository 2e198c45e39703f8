/** Taiwan's 動畫直播: 控球, PK, and its penalty (點球) from the glossary. */
import { glossaryTw } from '../../platform/i18n/glossary/glossary.zh-tw';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { trackerMessages } from './tracker-messages.zh-cn';

export default {
  tab: '動畫',
  title: '動畫直播',
  close: '關閉',
  pitchLabel: (home: string, away: string) => `球場：${home}（左）對 ${away}（右）`,
  possession: '控球率（近5分鐘）',
  waiting: '比賽進行中才有動畫直播',
  loading: '動畫載入中…',
  football: {
    safe: '控球',
    attack: '進攻',
    'dangerous-attack': '危險進攻',
    corner: '角球',
    'free-kick': '自由球',
    offside: '越位',
    substitution: '換人',
    injury: '傷停',
    var: 'VAR 檢查',
  },
  shot: {
    'on-target': '射正',
    'off-target': '射偏',
    blocked: '射門被封阻',
    woodwork: '擊中門框',
  },
  shotAny: '射門',
  goal: { possible: '可能進球', confirmed: '進球！', cancelled: '進球無效' },
  penalty: {
    possible: `可能${glossaryTw.penalty}`,
    confirmed: glossaryTw.penalty,
    cancelled: `取消${glossaryTw.penalty}`,
  },
  card: { yellow: '黃牌', 'second-yellow': '兩黃變紅', red: '紅牌' },
  withCard: (kick: string, card: string) => `${kick}（${card}）`,
  basketball: {
    possession: '控球',
    rebound: '籃板',
    turnover: '失誤',
    timeout: '暫停',
    foul: '犯規',
    technical: '技術犯規',
  },
  made: (points: number) => `${points}分命中`,
  missed: (points: number) => `${points}分不中`,
  blocked: '投籃被阻攻',
  freeThrow: { made: '罰球命中', missed: '罰球不中' },
  breaks: {
    'half-time': '中場休息',
    'full-time': '全場結束',
    'extra-time': '延長賽間歇',
    shootout: glossaryTw.shootout,
    quarter: '節間休息',
    overtime: '延長賽',
  },
  varBanner: {
    checking: (what: string) => `VAR 檢查中：${what}`,
    cancelled: (decision: string) => `VAR：${decision}`,
    confirmed: (what: string) => `VAR：${what}有效`,
  },
  varSubject: { goal: '進球', penalty: glossaryTw.penalty },
} satisfies LocaleMessages<typeof trackerMessages>;
