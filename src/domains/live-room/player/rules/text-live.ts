/**
 * 省流模式's text live: the match's pushed values (the match layer's live history,
 * oldest first) read as events — a goal for a side, a change of status (half-time, the second
 * half, full time) — newest first. Where the match centre's panel has landed it tells more; this
 * is what the pushes of today carry.
 */
import type { MatchLivePayload } from '../../../../contracts/match-push';
import type { History } from '../../../match/rules/live-history';
import { matchClockLabel } from '../../../match/rules/match-display';
import { sportOf, statusWord } from '../../../match/rules/match-status';
import { wordsNow } from '../../../../platform/i18n/messages';
import { streamWords } from '../stream-messages';

export interface TextLiveEvent {
  key: string;
  /** The clock when it happened ("36'", "第3节", "中场"). */
  clock: string;
  text: string;
  /** The score after it, "2 : 1". */
  score: string;
  goal: boolean;
}

export function textLiveEvents(
  history: History<MatchLivePayload>,
  teams: { home: string; away: string },
  startDate: number,
): TextLiveEvent[] {
  // The panel that calls this reads the stream's words too, so they are here and it renders again on a switch.
  const messages = wordsNow(streamWords);
  const events: TextLiveEvent[] = [];
  for (let index = 1; index < history.length; index += 1) {
    const before = history[index - 1]!.value;
    const entry = history[index]!;
    const value = entry.value;
    const sport = sportOf(value.sport);
    const clock = matchClockLabel(value, startDate);
    const score = `${value.homeScore} : ${value.awayScore}`;
    // Basketball scores move every few seconds: only football goals are events.
    if (sport === 'football') {
      if (value.homeScore > before.homeScore)
        events.push({ key: `${entry.at}-h`, clock, text: messages.goal(teams.home), score, goal: true });
      if (value.awayScore > before.awayScore)
        events.push({ key: `${entry.at}-a`, clock, text: messages.goal(teams.away), score, goal: true });
    }
    if (value.statusId !== before.statusId)
      events.push({ key: `${entry.at}-s`, clock, text: statusWord(sport, value.statusId), score, goal: false });
  }
  return events.reverse();
}
