/**
 * One crowd room as CrowdRooms keeps it (crowd-rooms.ts), and what a user's send needs of the
 * rooms (chat-sends.ts): the two files share these shapes without importing each other.
 */
import type { ChatLine } from '../../../src/contracts/room-crowd-push';
import type { Answer } from '../push/live-bus';
import type { Rng } from '../world/random';
import type { CrowdMoment } from './crowd-words';
import type { Burst } from './rate-model';
import type { RoomContext } from './room-context';
import type { NewLine, RoomLog } from './room-log';

interface MatchSeen {
  matchId: number;
  statusId: number;
  homeScore: number;
  awayScore: number;
  goals: number;
}

export interface RoomState {
  readonly roomId: number;
  readonly log: RoomLog;
  readonly rng: Rng;
  context: RoomContext;
  contextAge: number;
  /** Wall-clock ms until which the room is watched without subscribers. */
  watchedUntil: number;
  /** The development control's rate (messages/s), or null for the model's. */
  fixedRate: number | null;
  /** Server ms at which a fixed rate ends in silence (rate 0), or null for no end. */
  fixedUntil: number | null;
  carry: number;
  lastStepAt: number | null;
  bursts: Burst[];
  goal: (CrowdMoment['goal'] & { until: number }) | null;
  seen: MatchSeen | null;
  nextNoticeAt: number;
  notices: number;
}

/** What a user's send does through the rooms: remember the sender's name, post the line. */
export interface RoomLines {
  rememberName(uid: string, client: string, nickName: string): void;
  /** True while the rooms are read back after a take-over: a line now would be numbered from nothing. */
  waiting(): boolean;
  /** Answered once the line is published (a user's send is acknowledged only then). */
  addLine(state: RoomState, line: NewLine): Answer<ChatLine>;
}
