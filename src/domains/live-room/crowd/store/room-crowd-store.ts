/**
 * The live room's crowd (docs/pages.md, the room's chat): the released lines the chat list shows
 * (rules/chat-lines: capped, in room order, each once; a flood's batches thinned to a sample,
 * rules/crowd-thinning), the viewer's pending lines, the lines they
 * reported, slow mode, and the room's crowd availability. One room at a time: the room's session
 * (room-crowd-session.ts) feeds it; `listenReleased` hands every released batch to the 弹幕 layer
 * — and to any other reader of the room's lines (the red envelope reads its lottery lines there).
 * Part of the chat's chunk: nothing of it loads before the room's first frame; the descriptor's
 * `room.line` handler reaches it through `roomCrowdStore` (room-crowd-lazy-store.ts).
 */
import type { ReportCategory } from '../../../../contracts/news';
import type { ChatLine } from '../../../../contracts/room-crowd-push';
import { ChatLineKind, RoomCrowdPush } from '../../../../contracts/room-crowd-push';
import { createDomainStore, fieldSlot } from '../../../../platform/store/domain-store';
import { resourceLoader } from '../../../../platform/store/resource';
import { LIVE_ROOM_DOMAIN } from '../../live-room-domain-id';
import { roomCrowdApi } from '../api/room-crowd-api';
import { mergeLines, withoutEchoed } from '../rules/chat-lines';
import { isThinned, thinBatch } from '../rules/crowd-thinning';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { initialCrowdState, type RoomCrowdState } from './room-crowd-state';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { sendSlice, type SendActions } from './room-crowd-send';
import { roomCrowdStore } from './room-crowd-lazy-store';

export interface CrowdActions {
  /** The room's session starts (a new room forgets the last one's lines). */
  openCrowd(roomId: number): void;
  closeCrowd(roomId: number): void;
  setAvailability(availability: TimelineAvailability): void;
  /**
   * Released lines join the list (a flood's batch thinned to its sample, which is also what the
   * listeners hear); their echoes replace the pending lines.
   */
  applyReleased(lines: readonly ChatLine[]): void;
  /** The server numbers the room anew: the lines shown are forgotten. */
  clearLines(): void;
  loadTitles(): Promise<void>;
  loadReportCategories(): Promise<void>;
  hideLine(lineId: string): void;
  setDraft(draft: string): void;
}

const releasedListeners = new Set<(lines: readonly ChatLine[]) => void>();

/** Hears every batch of lines released at the fan's playhead (the 弹幕 layer, the red envelope). */
export function listenReleased(listener: (lines: readonly ChatLine[]) => void): () => void {
  releasedListeners.add(listener);
  return () => releasedListeners.delete(listener);
}

export const isLotteryLine = (line: ChatLine): boolean =>
  line.kind === ChatLineKind.LotteryOpen || line.kind === ChatLineKind.LotteryDraw;

export const useRoomCrowdStore = createDomainStore<RoomCrowdState, CrowdActions & SendActions>(
  LIVE_ROOM_DOMAIN,
  initialCrowdState,
  (set, get, scope) => {
    const categories = resourceLoader<ReportCategory[]>({
      scope,
      slot: fieldSlot(get, set, 'reportCategories'),
      fetch: () => roomCrowdApi.reportCategories(undefined, { silent: true }),
    });
    let titlesAsked = false;
    return {
      ...sendSlice(set, get, scope),
      openCrowd: (roomId) => {
        if (get().roomId === roomId) return;
        const { titles, reportCategories, hidden } = get();
        set({ ...initialCrowdState, roomId, titles, reportCategories, hidden });
      },
      closeCrowd: (roomId) => {
        if (get().roomId === roomId) set({ roomId: null, lines: [], pending: [], lastLottery: null, thinnedAt: null });
      },
      setAvailability: (availability) => set({ availability }),
      applyReleased: (released) => {
        if (released.length === 0) return;
        let lastLottery = get().lastLottery;
        for (const line of released)
          if (isLotteryLine(line) && (!lastLottery || line.index > lastLottery.index)) lastLottery = line;
        const session = useSessionStore.getState();
        const { shown, skipped } = thinBatch(released, { uid: sessionSelectors.uid(session), name: session.username });
        set((state) => ({
          lines: mergeLines(state.lines, shown),
          pending: withoutEchoed(state.pending, released),
          lastLottery,
          thinnedAt: skipped > 0 ? Math.max(...shown.map((line) => line.at)) : state.thinnedAt,
        }));
        for (const listener of releasedListeners) listener(shown);
      },
      clearLines: () => set({ lines: [], lastLottery: null, thinnedAt: null }),
      loadTitles: async () => {
        if (titlesAsked) return;
        titlesAsked = true;
        try {
          const list = await roomCrowdApi.titleList(undefined, { silent: true });
          set({ titles: Object.fromEntries(list.map((title) => [title.id, title.name])) });
        } catch {
          // Names without their title chips; asked again on the next room.
          titlesAsked = false;
        }
      },
      loadReportCategories: () => categories.load(),
      setDraft: (draft) => set({ draft }),
      hideLine: (lineId) =>
        set((state) => ({ hidden: state.hidden.includes(lineId) ? state.hidden : [...state.hidden, lineId] })),
    };
  },
);

/** The crowd's selectors (the chat, the 弹幕 layer, the red envelope read these). */
export const roomCrowdSelectors = {
  availability: (state: RoomCrowdState) => state.availability,
  lines: (state: RoomCrowdState) => state.lines,
  /** Whether the list shows a flood's sample now (消息过多，已精简显示). */
  thinned: (state: RoomCrowdState) => isThinned(state.thinnedAt, state.lines[state.lines.length - 1]?.at),
  pending: (state: RoomCrowdState) => state.pending,
  hidden: (state: RoomCrowdState) => state.hidden,
  nextSendAt: (state: RoomCrowdState) => state.nextSendAt,
  lastLottery: (state: RoomCrowdState) => state.lastLottery,
  titles: (state: RoomCrowdState) => state.titles,
  reportCategories: (state: RoomCrowdState) => state.reportCategories,
};

roomCrowdStore.provide(useRoomCrowdStore, RoomCrowdPush);
