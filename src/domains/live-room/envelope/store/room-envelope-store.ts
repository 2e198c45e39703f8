/**
 * The live room's red envelope (红包; docs/pages.md, the room's 红包): the room's lottery as the
 * server last answered it (merged so an entry or a draw is never taken back: rules/envelope-lottery),
 * the draws released at the fan's playhead, the viewer's newest own message, and the entry.
 * One room at a time; the envelope's chunk (envelope/components) owns it, fed by the crowd's
 * released lines. A backend without the lottery (its optional call's 404) leaves it unavailable: no 红包.
 */
import { RoomCrowdCalls, type RoomLottery } from '../../../../contracts/room-crowd';
import { ChatLineKind, type ChatLine } from '../../../../contracts/room-crowd-push';
import { isHttpError, isUnavailable } from '../../../../platform/http/http-error';
import { createDomainStore } from '../../../../platform/store/domain-store';
import { mutation } from '../../../../platform/store/mutation';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { LIVE_ROOM_DOMAIN } from '../../live-room-domain-id';
import { roomEnvelopeApi } from '../api/room-envelope-api';
import { wordsNow } from '../../../../platform/i18n/messages';
import { envelopeWords } from '../envelope-messages';
import { mergeLottery, newestOwnLineAt } from '../rules/envelope-lottery';

/** A failed lotteryInfo is asked again this long after (a few times), as the chat's history is. */
export const LOTTERY_RETRY_MS = 3000;
const MAX_ATTEMPTS = 3;

export interface RoomEnvelopeState {
  /** The live room whose envelope this is (null: no room open). */
  roomId: number | null;
  /** unknown until lotteryInfo answered; unavailable: the backend has no lottery (the room shows no 红包). */
  availability: TimelineAvailability;
  /** The room's lottery (open, or drawn recently); null: none now. */
  lottery: RoomLottery | null;
  /** Lotteries whose draw line was released at the playhead: their result may show. */
  drawsReleased: readonly number[];
  /** Server ms of the viewer's newest own message released in the room (0: none). */
  sentAt: number;
  /** An entry is on its way: further taps wait for it. */
  entering: boolean;
  /** Why the last entry did not go through (the server's words, or the network's); null when it did. */
  enterError: string | null;
  /** The lottery's sheet is open (from the 红包 button, a 红包 line of the chat, or the room's entry link). */
  sheetOpen: boolean;
}

interface EnvelopeActions {
  openEnvelope(roomId: number): void;
  closeEnvelope(roomId: number): void;
  /** Asks lotteryInfo again (one call at a time; asked once more if wanted meanwhile). */
  refresh(): Promise<void>;
  /** Enters the lottery: once, however often tapped; a retry after a failure is safe (the server counts one). */
  enter(): Promise<void>;
  /** Opens the lottery's sheet while the room has a lottery (without one: nothing to open). */
  openSheet(): void;
  closeSheet(): void;
  /**
   * Lines released at the playhead: a lottery line refreshes the envelope (unless `refresh` is false: the
   * lines released before the envelope started, which asks anyway), a draw's line lets its result
   * show, the viewer's own messages count for the send condition.
   */
  linesReleased(lines: readonly ChatLine[], ownUid: string, options?: { refresh: boolean }): void;
  clearUserData(): void;
}

export const initialEnvelopeState: RoomEnvelopeState = {
  roomId: null,
  availability: 'unknown',
  lottery: null,
  drawsReleased: [],
  sentAt: 0,
  entering: false,
  enterError: null,
  sheetOpen: false,
};

/** An entry with the room it was made in. */
interface EntryInRoom {
  lotteryId: number;
  roomId: number | null;
}

const failureWords = (error: unknown): string =>
  isHttpError(error) && error.kind === 'api' && error.message ? error.message : wordsNow(envelopeWords).enterFailed;

export const useRoomEnvelopeStore = createDomainStore<RoomEnvelopeState, EnvelopeActions>(
  LIVE_ROOM_DOMAIN,
  initialEnvelopeState,
  (set, get, scope) => {
    let asking = false;
    let askAgain = false;
    let cancelRetry: (() => void) | null = null;

    const ask = async (attempt: number): Promise<void> => {
      const { roomId } = get();
      if (roomId === null) return;
      if (asking) {
        askAgain = true;
        return;
      }
      asking = true;
      askAgain = false;
      cancelRetry?.();
      cancelRetry = null;
      const current = scope.userTicket();
      try {
        const lottery = await roomEnvelopeApi.lotteryInfo({ roomId });
        if (current() && get().roomId === roomId) {
          set((state) => {
            const merged = mergeLottery(state.lottery, lottery);
            // No lottery left to show: the sheet closes instead of popping up with the next one.
            return { availability: 'available', lottery: merged, sheetOpen: state.sheetOpen && merged !== null };
          });
        }
      } catch (error) {
        if (current() && get().roomId === roomId) {
          if (isUnavailable(RoomCrowdCalls.lotteryInfo, error)) set({ availability: 'unavailable', lottery: null });
          else if (attempt < MAX_ATTEMPTS)
            cancelRetry = scope.setTimeout(() => void ask(attempt + 1), LOTTERY_RETRY_MS);
        }
      } finally {
        asking = false;
      }
      // Wanted again meanwhile (a line, another room): asked for whichever room is open now.
      if (askAgain) await ask(1);
    };

    // One entry at a time in the room, however often tapped; its answer lands only in the room it was made in.
    const entering = mutation({
      scope,
      keyOf: ({ roomId }: EntryInRoom) => String(roomId),
      apply: () => set({ entering: true, enterError: null }),
      call: ({ lotteryId }: EntryInRoom) => roomEnvelopeApi.lotteryEnter({ lotteryId }),
      confirm: (entered, { roomId }) => {
        if (get().roomId === roomId) set((state) => ({ lottery: mergeLottery(state.lottery, entered) }));
      },
      rollback: (_undo, { roomId }, error) => {
        if (get().roomId !== roomId) return;
        set({ enterError: failureWords(error) });
        // Refused (drawn, a condition not done): the sheet shows the lottery as the server has it now.
        if (isHttpError(error) && error.kind === 'api') void get().refresh();
      },
      busy: (key, busy) => {
        if (!busy && String(get().roomId) === key) set({ entering: false });
      },
    });

    return {
      openEnvelope: (roomId) => {
        if (get().roomId === roomId) return;
        set({ ...initialEnvelopeState, roomId });
      },
      closeEnvelope: (roomId) => {
        if (get().roomId !== roomId) return;
        cancelRetry?.();
        cancelRetry = null;
        set({ ...initialEnvelopeState });
      },
      refresh: () => ask(1),
      enter: async () => {
        const { lottery, roomId } = get();
        if (!lottery || lottery.entered) return;
        await entering.run({ lotteryId: lottery.lotteryId, roomId });
      },
      linesReleased: (lines, ownUid, { refresh } = { refresh: true }) => {
        const draws = lines
          .filter((line) => line.kind === ChatLineKind.LotteryDraw && line.lotteryId > 0)
          .map((line) => line.lotteryId);
        const opened = lines.some((line) => line.kind === ChatLineKind.LotteryOpen);
        const sentAt = newestOwnLineAt(lines, ownUid);
        set((state) => ({
          drawsReleased: [...new Set([...state.drawsReleased, ...draws])],
          sentAt: Math.max(state.sentAt, sentAt),
        }));
        if (refresh && (draws.length > 0 || opened)) void get().refresh();
      },
      // Only over a lottery: a tap on an old 红包 line of a lottery gone must not leave the sheet
      // waiting to pop up with the room's next one.
      openSheet: () => {
        if (get().lottery) set({ sheetOpen: true });
      },
      closeSheet: () => set({ sheetOpen: false }),
      clearUserData: () => {
        // What the server said was for the previous user (entered, conditions, result): ask again.
        set({ lottery: null, sentAt: 0, enterError: null, entering: false });
        void get().refresh();
      },
    };
  },
);

export const roomEnvelopeSelectors = {
  availability: (state: RoomEnvelopeState) => state.availability,
  lottery: (state: RoomEnvelopeState) => state.lottery,
  drawReleased: (lotteryId: number) => (state: RoomEnvelopeState) => state.drawsReleased.includes(lotteryId),
  sentAt: (state: RoomEnvelopeState) => state.sentAt,
  entering: (state: RoomEnvelopeState) => state.entering,
  enterError: (state: RoomEnvelopeState) => state.enterError,
  sheetOpen: (state: RoomEnvelopeState) => state.sheetOpen,
};
