/**
 * What an alert says, in the locale shown: zh-CN's words ship with the display (this module, the
 * display's alone, is bundled into it whole), the others in one small chunk loaded with their locale.
 */
import { defineMessages, wordsInOneChunk, wordsNow } from '../../../platform/i18n/messages';
import type { MatchAlertKind } from '../../../contracts/match-alerts';
import { alertMessages } from './alerts-messages.zh-cn';

export const alertsWords = defineMessages(
  alertMessages,
  wordsInOneChunk(() => import('./alerts-messages.locales')),
);

/** What an alert says: its headline, its line (names and score) and what a tap does, as plain text. */
export interface AlertWords {
  title: string;
  line: string;
  hint: string;
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
  /** Where a tap leads, when known: a streamer's room, or the match. */
  target?: { kind: 'room' | 'match' };
}

const teamOf = (alert: WordedAlert) =>
  alert.side === 'home' ? alert.homeName : alert.side === 'away' ? alert.awayName : '';

/**
 * The alert's words in the locale shown. A cancelled goal names the goal it takes back
 * (`cancelledGoal`, when the fan was told of it) — else the scorer its own alert carries.
 */
export function alertWords(alert: WordedAlert, cancelledGoal?: WordedAlert): AlertWords {
  const words = wordsNow(alertsWords);
  /** Who the moment is about: `23' 张三（主队）`, or just the minute and the team when no player is named. */
  const actor = (moment: WordedAlert) => {
    const team = teamOf(moment);
    const who = moment.playerName && team ? words.actor(moment.playerName, team) : moment.playerName || team;
    return `${moment.minute > 0 ? `${moment.minute}' ` : ''}${who}`.trim();
  };
  const title = `${alert.late ? `${words.late} · ` : ''}${alert.kind === 'quarter-end' ? words.periodEnd(alert.minute) : words.kinds[alert.kind]}`;
  if (alert.kind === 'streamer-live')
    // Not a moment of the match: who went live, and on which match when it is known.
    return {
      title,
      line: `${alert.playerName || words.followedStreamer}${alert.homeName ? ` · ${alert.homeName} vs ${alert.awayName}` : ''}`,
      hint: words.openRoomHint,
    };
  let detail = '';
  if (alert.kind === 'goal' || alert.kind === 'red-card' || alert.kind === 'penalty') detail = actor(alert);
  else if (alert.kind === 'goal-cancelled') {
    const scorer = actor(cancelledGoal ?? alert);
    detail = scorer ? words.cancelled(scorer) : words.cancelledEarlier;
  } else if (alert.kind === 'lead-change' && alert.sport === 'basketball')
    detail = `${words.period(alert.minute)} ${teamOf(alert)}`.trim();
  const score = `${alert.homeName} ${alert.homeScore}-${alert.awayScore} ${alert.awayName}`;
  const hint = alert.target?.kind === 'room' ? words.openRoomHint : words.openHint;
  return { title, line: detail ? `${score} · ${detail}` : score, hint };
}
