/**
 * A match's alerts (src/contracts/match-alerts.ts) read off its match-centre events, in their
 * order: the period marks, goals, red cards, penalties and a goal VAR takes back in football; the
 * start, each period's end, the final and a late lead change in basketball. One line per match
 * numbers them from 0 with no gaps, so the same events always give the same ids.
 */
import type { MatchAlert, MatchAlertKind } from '../../../../src/contracts/match-alerts';
import type { MatchCentreEvent } from '../../../../src/contracts/match-centre';

type Side = 'home' | 'away';
/** An alert an event gives, before it is numbered: `corrects` names a goal taken back. */
type Moment = { kind: MatchAlertKind; corrects?: string };

/** A lead that changes hands within this much of a period's end (s): the 4th's last five minutes, every overtime. */
const LATE_SECONDS = 300;
const LAST_QUARTER = 4;

const FOOTBALL_PERIODS: Readonly<Record<string, MatchAlertKind>> = {
  'kick-off': 'kick-off',
  'half-time': 'half-time',
  'full-time': 'full-time',
};

const leaderOf = (homeScore: number, awayScore: number): Side | null =>
  homeScore === awayScore ? null : homeScore > awayScore ? 'home' : 'away';

export interface AlertLineMatch {
  matchId: number;
  sport: 'football' | 'basketball';
  homeName: string;
  awayName: string;
}

export class MatchAlertLine {
  private nextSeq = 0;
  /** Goals still standing, oldest first: a VAR cancel takes back its side's latest. */
  private readonly goals: { id: string; side: string; at: number }[] = [];
  private homeScore = 0;
  private awayScore = 0;
  /** The last side ahead (a tie keeps it): a lead change is the other side going ahead. */
  private leader: Side | null = null;

  constructor(private readonly match: AlertLineMatch) {}

  /** The alerts `event` gives (none for most events), numbered on. */
  take(event: MatchCentreEvent): MatchAlert[] {
    const kinds: Moment[] = this.match.sport === 'football' ? this.footballKinds(event) : this.basketballKinds(event);
    this.homeScore = event.homeScore;
    this.awayScore = event.awayScore;
    return kinds.map(({ kind, corrects = '' }) => {
      const seq = this.nextSeq++;
      const alert: MatchAlert = {
        id: `${this.match.matchId}-${seq}`,
        matchId: this.match.matchId,
        seq,
        sport: this.match.sport,
        kind,
        at: event.at,
        minute: this.match.sport === 'football' ? event.minute : event.period,
        homeName: this.match.homeName,
        awayName: this.match.awayName,
        homeScore: event.homeScore,
        awayScore: event.awayScore,
        side: event.side === 'home' || event.side === 'away' ? event.side : '',
        playerName: event.playerName,
        corrects,
      };
      if (kind === 'goal') this.goals.push({ id: alert.id, side: alert.side, at: alert.at });
      return alert;
    });
  }

  /** The latest goal still standing (the one a VAR cancel takes back), if any. */
  lastGoal(): { readonly side: string; readonly at: number } | undefined {
    return this.goals[this.goals.length - 1];
  }

  private footballKinds(event: MatchCentreEvent): Moment[] {
    switch (event.kind) {
      case 'period': {
        const kind = FOOTBALL_PERIODS[event.detail];
        return kind ? [{ kind }] : [];
      }
      case 'goal':
        // A penalty scored was a penalty awarded first.
        return event.detail === 'penalty' ? [{ kind: 'penalty' }, { kind: 'goal' }] : [{ kind: 'goal' }];
      case 'penalty-missed':
        return [{ kind: 'penalty' }];
      case 'card':
        return event.detail === 'red' || event.detail === 'second-yellow' ? [{ kind: 'red-card' }] : [];
      case 'var':
        if (event.detail === 'penalty-awarded') return [{ kind: 'penalty' }];
        return event.detail === 'goal-disallowed' ? this.cancelled(event) : [];
      default:
        return [];
    }
  }

  /**
   * A goal taken back: the VAR decision lowers its side's score. A goal ruled out before it ever
   * counted (the score unchanged) was never announced, so it corrects nothing.
   */
  private cancelled(event: MatchCentreEvent): Moment[] {
    const [before, after] =
      event.side === 'home' ? [this.homeScore, event.homeScore] : [this.awayScore, event.awayScore];
    if (after >= before) return [];
    const index = this.goals.map((goal) => goal.side).lastIndexOf(event.side);
    if (index === -1) return [];
    const [goal] = this.goals.splice(index, 1);
    return [{ kind: 'goal-cancelled', corrects: goal!.id }];
  }

  private basketballKinds(event: MatchCentreEvent): Moment[] {
    if (event.kind === 'period') {
      if (event.detail === 'start') return event.period === 1 ? [{ kind: 'start' }] : [];
      if (event.detail !== 'end') return [];
      // From the 4th on, a period that ends level goes to overtime: only a decided one is final.
      const decided = event.period >= LAST_QUARTER && event.homeScore !== event.awayScore;
      return [{ kind: decided ? 'final' : 'quarter-end' }];
    }
    if (event.kind !== 'score') return [];
    const leader = leaderOf(event.homeScore, event.awayScore);
    if (leader === null) return [];
    const before = this.leader;
    this.leader = leader;
    const late = event.period >= LAST_QUARTER && event.clockSeconds <= LATE_SECONDS;
    return late && before !== null && before !== leader ? [{ kind: 'lead-change' }] : [];
  }
}
