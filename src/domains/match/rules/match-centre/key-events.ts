/**
 * Which events are key events (the timeline, the last event on a match row) and how they read:
 * "⚽ 67' 萨卡". Football: goals, cards, substitutions, VAR, missed penalties, period marks;
 * basketball: technicals, timeouts, period marks (scoring runs and lead changes come from
 * rules/match-centre/basketball-runs).
 */
import { BasketballEventKind, FootballEventKind, type MatchCentreEvent } from '../../../../contracts/match-centre';
import { wordsNow } from '../../../../platform/i18n/messages';
import { matchWords } from '../../match-messages';
import type { MatchWords } from '../match-status';

const FOOTBALL_KEY_KINDS: ReadonlySet<string> = new Set([
  FootballEventKind.Goal,
  FootballEventKind.Card,
  FootballEventKind.Substitution,
  FootballEventKind.Var,
  FootballEventKind.PenaltyMissed,
  FootballEventKind.Period,
]);
const BASKETBALL_KEY_KINDS: ReadonlySet<string> = new Set([
  BasketballEventKind.Technical,
  BasketballEventKind.Timeout,
  BasketballEventKind.Period,
]);

export function isKeyEvent(event: MatchCentreEvent, sport: string): boolean {
  return (sport === 'basketball' ? BASKETBALL_KEY_KINDS : FOOTBALL_KEY_KINDS).has(event.kind);
}

/** The key events, newest first. */
export function keyEventsNewestFirst(events: readonly MatchCentreEvent[], sport: string): MatchCentreEvent[] {
  const keys: MatchCentreEvent[] = [];
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index] as MatchCentreEvent;
    if (isKeyEvent(event, sport)) keys.push(event);
  }
  return keys;
}

// Maps, not objects: a kind or detail such as `constructor` must not find Object's members.
const CARD_ICONS: ReadonlyMap<string, string> = new Map([
  ['yellow', '🟨'],
  ['second-yellow', '🟨🟥'],
  ['red', '🟥'],
]);
const KIND_ICONS: ReadonlyMap<string, string> = new Map([
  [FootballEventKind.Goal, '⚽'],
  [FootballEventKind.Substitution, '🔄'],
  [FootballEventKind.Var, '📺'],
  [FootballEventKind.PenaltyMissed, '❌'],
  [BasketballEventKind.Technical, 'T'],
  [BasketballEventKind.Timeout, '⏸'],
  [BasketballEventKind.Score, '🏀'],
]);

/** A card's colour, another key event's kind; a clock for the rest (period marks). */
export function eventIcon(event: MatchCentreEvent): string {
  if (event.kind === FootballEventKind.Card) return CARD_ICONS.get(event.detail) ?? '🟨';
  return KIND_ICONS.get(event.kind) ?? '⏱';
}

/** 67' / 90+3' for football; 第3节 05:12 (Q3 05:12) for basketball, in the locale shown. */
export function eventClock(event: MatchCentreEvent, sport: string): string {
  if (sport === 'basketball') {
    const minutes = Math.floor(event.clockSeconds / 60);
    const seconds = event.clockSeconds % 60;
    const words = wordsNow(matchWords);
    const period = event.period > 4 ? words.overtime(event.period - 4) : words.quarter(event.period);
    return `${period} ${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  }
  return event.extraMinute > 0 ? `${event.minute}+${event.extraMinute}'` : `${event.minute}'`;
}

const PERIOD_WORDS: ReadonlyMap<string, (words: MatchWords) => string> = new Map([
  ['kick-off', (words: MatchWords) => words.kickOff],
  ['half-time', (words: MatchWords) => words.halfTime],
  ['second-half', (words: MatchWords) => words.secondHalf],
  ['full-time', (words: MatchWords) => words.finished],
  ['extra-time', (words: MatchWords) => words.extraTime],
  ['shootout', (words: MatchWords) => words.shootout],
  ['start', (words: MatchWords) => words.periodStart],
  ['end', (words: MatchWords) => words.periodEnd],
]);

/** What the event says in a few words: the player, or the period mark (in the locale shown). */
export function eventSubject(event: MatchCentreEvent): string {
  if (event.kind === FootballEventKind.Period)
    return PERIOD_WORDS.get(event.detail)?.(wordsNow(matchWords)) ?? event.detail;
  return event.playerName;
}

/**
 * A match row's last key event, e.g. "⚽ 67' 萨卡" (football: not period marks); basketball the
 * last basket, "🏀 第4节 02:11 詹姆斯 +3". '' when there is none.
 */
export function lastKeyEventLabel(events: readonly MatchCentreEvent[], sport: string): string {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index] as MatchCentreEvent;
    if (sport === 'basketball') {
      if (event.kind !== BasketballEventKind.Score) continue;
      return `${eventIcon(event)} ${eventClock(event, sport)} ${event.playerName} +${event.value}`;
    }
    if (event.kind === FootballEventKind.Period || !isKeyEvent(event, sport)) continue;
    return `${eventIcon(event)} ${eventClock(event, sport)} ${eventSubject(event)}`.trim();
  }
  return '';
}
