/**
 * A 红包 outlives its publisher: a publisher that takes over carries on each lottery the one
 * before left open (its cell written, its draw not claimed) — the same id and draw time, its
 * entrants read from their claims (lottery-cells.ts) — and draws it once at its time (the draw's
 * claim). Its own lotteries are numbered after the highest id any publisher gave, so a fan's
 * prizes and the rooms' lines never name two lotteries by one id.
 */
import { leftOpen, type OpenedCell } from '../push/opened-cells';
import { readAtTakeOver } from '../push/publisher-role';
import type { SharedCells } from '../push/shared-cells';
import type { CrowdRooms } from './crowd-rooms';
import type { CarriedEntrant, DrawnResult } from './lottery';
import { entryKey, lotteryName, type CarriedLottery, type ClaimedEntry } from './lottery-cells';

/**
 * A lottery still undrawn this long after it opened is carried on: a take-over comes within
 * seconds of its publisher's end, and a lottery draws three minutes after it opens; an older one
 * was left by a cluster stopped long ago.
 */
export const LOTTERY_CARRIED_WITHIN_MS = 60 * 60_000;

/** A lottery left by the publisher before, with its entrants in entry order (and its draw, when drawn). */
export interface LeftLottery {
  lottery: CarriedLottery;
  entrants: CarriedEntrant[];
  drawn?: DrawnResult | string;
}

/** The lottery of `opened`, with its entrants read from their claims in entry order. */
async function lotteryOf(cells: SharedCells, { key, claimants }: OpenedCell): Promise<LeftLottery | null> {
  const kept = await cells.read<CarriedLottery>(key);
  if (!kept) return null;
  const entries = await Promise.all(
    claimants.map(async (uid) => {
      const claim = await cells.read<ClaimedEntry>(entryKey(kept.value, uid));
      return claim ? { uid, ...claim.value } : null;
    }),
  );
  const inOrder = entries
    .filter((entry) => entry !== null)
    .sort((a, b) => a.at - b.at || (a.uid < b.uid ? -1 : 1))
    .map(({ uid, name }) => ({ uid, name }));
  return { lottery: kept.value, entrants: inOrder };
}

/**
 * Each room's newest drawn lottery where it is newer than the room's open ones: the room shows
 * its result, and its winners are credited again (once each) — a publisher may have died between
 * its draw's claim and its credits. An older draw's credits were done before that room's next
 * lottery opened.
 */
function newestDrawn(open: readonly OpenedCell[], closed: readonly OpenedCell[]): OpenedCell[] {
  const roomOf = (cell: OpenedCell) => cell.name.slice(0, cell.name.indexOf('.'));
  const newest = new Map<string, OpenedCell>();
  for (const cell of [...open, ...closed]) {
    const held = newest.get(roomOf(cell));
    if (!held || held.openedAt < cell.openedAt) newest.set(roomOf(cell), cell);
  }
  return closed.filter((cell) => newest.get(roomOf(cell)) === cell);
}

/**
 * The lotteries left since `since` (server time), each with its entrants (this gateway's own
 * too: another publisher may have taken entries while it paused past its lease): the open ones,
 * and each room's newest drawn one with its draw; and the highest lottery id any publisher gave.
 * The cells are listed once each and the lotteries read side by side: a take-over waits for this.
 */
export async function leftLotteries(
  cells: SharedCells,
  since: number,
): Promise<{ left: LeftLottery[]; lastId: number }> {
  const prefixes = { opened: 'lottery.', closed: 'draw.', claims: 'entry.' };
  const { open, closed, lastId } = await leftOpen(cells, prefixes, since);
  const drawn = newestDrawn(open, closed);
  const left = await Promise.all([
    ...open.map((cell) => lotteryOf(cells, cell)),
    ...drawn.map(async (cell) => {
      const [lottery, draw] = await Promise.all([
        lotteryOf(cells, cell),
        cells.read<DrawnResult | string>(`${prefixes.closed}${cell.name}`),
      ]);
      return lottery && draw ? { ...lottery, drawn: draw.value } : null;
    }),
  ]);
  return { left: left.filter((item) => item !== null), lastId };
}

/**
 * What a publisher taking over runs before it publishes: the lotteries left open carried on, and
 * each room's newest drawn one shown with its winners credited (each room made, so it draws and
 * opens the next at its time, watched or not); the ids it gives after every one given before.
 * Entries and the rooms' steps wait for it (`crowd.carrying`); a failure is said in the log (the
 * lotteries left open are then not drawn, their claims kept).
 */
export function carryOnLeftLotteries(crowd: CrowdRooms, cells: SharedCells, now: number): Promise<void> {
  const { lotteries } = crowd;
  const carrying = readAtTakeOver(() => leftLotteries(cells, now - LOTTERY_CARRIED_WITHIN_MS)).then(
    async ({ left, lastId }) => {
      lotteries.numberAfter(lastId);
      const carried: LeftLottery[] = [];
      for (const item of left) {
        const kept = lotteries.carry(item.lottery, item.entrants);
        if (!kept) continue;
        carried.push(item);
        if (item.drawn === undefined) continue;
        void Promise.resolve(lotteries.settle(kept, item.drawn)).catch((error: unknown) =>
          console.error(`红包: crediting ${lotteryName(kept)} again failed:`, error),
        );
      }
      for (const { lottery } of carried) crowd.room(lottery.roomId);
      if (carried.length > 0)
        console.log(
          `红包: carried on ${carried.map(({ lottery, drawn }) => `${lottery.roomId}.${lottery.lotteryId}${drawn === undefined ? '' : ' (drawn)'}`).join(', ')}`,
        );
    },
    (error: unknown) => console.error('红包: carrying on the lotteries left open failed:', error),
  );
  crowd.carrying = carrying;
  return carrying.finally(() => {
    if (crowd.carrying === carrying) crowd.carrying = null;
  });
}
