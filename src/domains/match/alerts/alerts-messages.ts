/**
 * The words of match alerts (Chinese UI): the in-app alert and the `./alerts` mount on a host page.
 * Apart from match-messages.ts so that they load with the alerts' late chunk; the settings' words
 * are apart too (alert-settings-messages.ts): the display never shows them, and this module, the
 * display's alone, is bundled into it whole.
 */
import type { MatchAlertKind } from '../../../contracts/match-alerts';

/** What an alert says: its headline and its line (names and score), as plain text. */
export interface AlertWords {
  title: string;
  line: string;
}

/** What the words need of an alert (a ShownAlert has it all). */
export interface WordedAlert {
  kind: MatchAlertKind;
  sport: string;
  minute: number;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
  side: 'home' | 'away' | '';
  playerName: string;
  late: boolean;
}

const KIND_TITLES: Record<MatchAlertKind, string> = {
  'kick-off': '开赛',
  goal: '进球',
  'red-card': '红牌',
  penalty: '点球',
  'goal-cancelled': '进球取消（VAR）',
  'half-time': '半场',
  'full-time': '完场',
  start: '开赛',
  'quarter-end': '节结束',
  final: '完场',
  'lead-change': '领先易主',
  'streamer-live': '关注的主播开播',
};

/** Basketball's regular periods; after them come the overtimes. */
const QUARTERS = 4;
const CHINESE_DIGITS = ['一', '二', '三', '四'];

export const alertMessages = {
  /** An alert missed while offline or before a reload, told now. */
  late: '稍早',
  /** A streamer-live alert whose streamer the page cannot name. */
  followedStreamer: '你关注的主播',
  /** What a tap on the alert does, for screen readers (a swipe or the wait dismisses it). */
  openHint: '点按查看比赛',
  /** A streamer-live alert's: it opens the streamer's room. */
  openRoomHint: '点按进入直播间',
  /** The period a basketball alert names: 第一节 … 第四节, then 加时1, 加时2 … */
  period: (period: number) =>
    period > QUARTERS ? `加时${period - QUARTERS}` : `第${CHINESE_DIGITS[period - 1] ?? String(period)}节`,
} as const;

const score = (alert: WordedAlert) => `${alert.homeName} ${alert.homeScore}-${alert.awayScore} ${alert.awayName}`;
const minuteMark = (alert: WordedAlert) => (alert.minute > 0 ? `${alert.minute}' ` : '');
const teamOf = (alert: WordedAlert) =>
  alert.side === 'home' ? alert.homeName : alert.side === 'away' ? alert.awayName : '';

/** Who the moment is about: `23' 张三（主队）`, or just the minute and the team when no player is named. */
function actor(alert: WordedAlert): string {
  const team = teamOf(alert);
  if (alert.playerName && team) return `${minuteMark(alert)}${alert.playerName}（${team}）`;
  return `${minuteMark(alert)}${alert.playerName || team}`.trim();
}

/**
 * The alert's words. A cancelled goal names the goal it takes back (`cancelledGoal`, when the fan
 * was told of it) — else the scorer its own alert carries.
 */
export function alertWords(alert: WordedAlert, cancelledGoal?: WordedAlert): AlertWords {
  const mark = alert.late ? `${alertMessages.late} · ` : '';
  const basketball = alert.sport === 'basketball';
  const title = alert.kind === 'quarter-end' ? `${alertMessages.period(alert.minute)}结束` : KIND_TITLES[alert.kind];
  if (alert.kind === 'streamer-live') {
    // Not a moment of the match: who went live, and on which match when it is known.
    const match = alert.homeName ? ` · ${alert.homeName} vs ${alert.awayName}` : '';
    return { title: `${mark}${title}`, line: `${alert.playerName || alertMessages.followedStreamer}${match}` };
  }
  let detail = '';
  if (alert.kind === 'goal' || alert.kind === 'red-card' || alert.kind === 'penalty') detail = actor(alert);
  else if (alert.kind === 'goal-cancelled') {
    const scorer = actor(cancelledGoal ?? alert);
    detail = scorer ? `取消 ${scorer} 的进球` : '取消此前的进球';
  } else if (alert.kind === 'lead-change' && basketball)
    detail = `${alertMessages.period(alert.minute)} ${teamOf(alert)}`.trim();
  return {
    title: `${mark}${title}`,
    line: detail ? `${score(alert)} · ${detail}` : score(alert),
  };
}
