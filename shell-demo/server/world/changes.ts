/**
 * What the simulator publishes. Every change carries `at` (world time, ms) and is applied to
 * the world before it is published, so a listener may read the world for more detail.
 */
import type { MatchCentreEvent } from '../../../src/contracts/match-centre';
import type { TrackerState } from '../../../src/contracts/match-tracker-push';
import type { Sport } from './match-types';
import type { BetResult, ScheduleLiveStatus } from './people/people-types';
import type { FootballGoal } from './play-types';

/** The live fields of a match at the moment of a change (football: minute; basketball: period and clock). */
export interface MatchSnapshot {
  matchId: number;
  sport: Sport;
  statusId: number;
  homeScore: number;
  awayScore: number;
  minute: number;
  extraMinute: number;
  period: number;
  clockSeconds: number;
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
}

export type WorldChange =
  /** The match moved along its status table (kickoff, half-time, ..., full time). */
  | ({ kind: 'match-status'; at: number; fromStatusId: number } & MatchSnapshot)
  /** The score (or shootout score) changed. */
  | ({ kind: 'match-score'; at: number } & MatchSnapshot)
  /** A football goal, with scorer and assist. */
  | {
      kind: 'match-goal';
      at: number;
      matchId: number;
      teamId: number;
      playerId: number;
      assistId: number | null;
      goalKind: FootballGoal['kind'];
      minute: number;
      extraMinute: number;
      homeScore: number;
      awayScore: number;
    }
  /** A match-centre event: a shot, a card, a basket... (world/match-centre). */
  | { kind: 'match-event'; at: number; event: MatchCentreEvent }
  /** A second of play as the tracker (动画直播) tells it (world/tracker). */
  | { kind: 'match-tracker'; at: number; state: TrackerState }
  /** The match clock moved (a new football minute, a new basketball clock minute). */
  | ({ kind: 'match-clock'; at: number } & MatchSnapshot)
  /** A knockout slot was decided: the match now has its teams. */
  | { kind: 'match-teams'; at: number; matchId: number; sport: Sport; homeId: number; awayId: number }
  /** A streamer's schedule entry for a match went live or ended; `liveStatus` is the host's. */
  | {
      kind: 'host-live';
      at: number;
      hostId: number;
      liveStatus: number;
      matchId: number;
      scheduleLiveStatus: ScheduleLiveStatus;
      /** The streamer's nickname: a page that knows nothing else of the streamer names who went live. */
      nickName: string;
    }
  | { kind: 'tip-settled'; at: number; tipId: number; professorId: number; result: BetResult }
  | { kind: 'report-settled'; at: number; reportId: number; userId: number; result: BetResult; profit: number }
  /** A result changed a table (football season or NBA season). */
  | { kind: 'standings'; at: number; sport: Sport; competitionId: number; seasonId: number };

export type Emit = (change: WorldChange) => void;
