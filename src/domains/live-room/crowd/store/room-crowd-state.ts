/**
 * What the live room's crowd holds (the store in room-crowd-store.ts, its send slice in
 * room-crowd-send.ts), and the state a new room starts from.
 */
import type { ReportCategory } from '../../../../contracts/news';
import type { ChatLine } from '../../../../contracts/room-crowd-push';
import type { StateSlice } from '../../../../platform/store/domain-store';
import { idleResource, type Resource } from '../../../../platform/store/resource';
import type { PendingLine } from '../rules/chat-lines';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';

export interface RoomCrowdState {
  /** The live room whose crowd this is (null: no room open). */
  roomId: number | null;
  /** unknown until the history answered; unavailable: the backend has no crowd (the room shows none). */
  availability: TimelineAvailability;
  /** Released lines, in room order, at most CHAT_ROWS_KEPT (a flood's thinned: rules/crowd-thinning.ts). */
  lines: readonly ChatLine[];
  /** Server time of the newest line of the last batch thinned (null: none since the room opened). */
  thinnedAt: number | null;
  /** The viewer's lines not echoed yet (sending, or failed with 重试). */
  pending: readonly PendingLine[];
  /** Lines the viewer reported: hidden for them. */
  hidden: readonly string[];
  /** Device ms from which the viewer may send again (slow mode); 0 when free. */
  nextSendAt: number;
  /** The newest lottery line released (open or drawn), however far the list has scrolled on. */
  lastLottery: ChatLine | null;
  /** Title names by id (user/title/list/all). */
  titles: Readonly<Record<number, string>>;
  reportCategories: Resource<ReportCategory[]>;
  /** What the viewer is typing (kept across the room's tabs). */
  draft: string;
}

export const initialCrowdState: RoomCrowdState = {
  roomId: null,
  availability: 'unknown',
  lines: [],
  thinnedAt: null,
  pending: [],
  hidden: [],
  nextSendAt: 0,
  lastLottery: null,
  titles: {},
  reportCategories: idleResource(),
  draft: '',
};

/** A slice of the crowd's store: its state, and the sibling actions it calls (`Needs`). */
export type RoomCrowdSlice<Actions, Needs = unknown> = StateSlice<RoomCrowdState, Actions, Needs>;
