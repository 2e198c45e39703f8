/**
 * A 红包 outlives its publisher: what a fan did or won is kept in the cells every gateway shares
 * (push/shared-cells.ts), not in the publisher's memory. A lottery is written when it opens
 * (`lottery.<name>`), each fan's entry is claimed once (`entry.<name>.<uid>`), so a publisher that
 * takes over carries the lottery on with its entrants (carried-lotteries.ts); each fan's prizes
 * are one cell changed by compare-and-set (`wins.<uid>`), one record per lottery whichever
 * publisher draws it and however often.
 */
import { allAnswers, onAnswer, type Answer } from '../push/live-bus';
import { changeCell, claimOnce, type SharedCells } from '../push/shared-cells';
import type { DrawnPrize, Lottery } from './lottery';

/**
 * `<roomId>.<lotteryId>-<openedAt>`: the lottery for every gateway, named by its opening time too,
 * so the same id opened again by another publisher (a cluster started afresh) is another.
 */
export const lotteryName = (lottery: Pick<Lottery, 'roomId' | 'lotteryId' | 'openedAt'>): string =>
  `${lottery.roomId}.${lottery.lotteryId}-${lottery.openedAt}`;

/** What a lottery's cell keeps: what it was opened with (its entrants are their claims). */
const CARRIED_FIELDS = [
  'lotteryId',
  'roomId',
  'hostId',
  'hostName',
  'amount',
  'winnerCount',
  'openedAt',
  'drawAt',
  'conditions',
  'crowdEntrants',
] as const satisfies readonly (keyof Lottery)[];

export type CarriedLottery = Pick<Lottery, (typeof CARRIED_FIELDS)[number]>;

export const lotteryKey = (name: string): string => `lottery.${name}`;

/** Writes an opened lottery for the publishers after this one (a failed write: a take-over starts it again). */
export function saveLottery(cells: SharedCells, lottery: Lottery): void {
  const carried = Object.fromEntries(CARRIED_FIELDS.map((field) => [field, lottery[field]])) as CarriedLottery;
  const name = lotteryName(lottery);
  Promise.resolve()
    .then(() => claimOnce(cells, lotteryKey(name), carried))
    .catch((error: unknown) => console.error(`红包: writing the lottery ${name} failed:`, error));
}

/**
 * An entry's claim: when the fan entered (a carried lottery's entrants keep their order), and the
 * name they entered under (the draw's line names a winner by it on whichever publisher draws).
 */
export interface ClaimedEntry {
  at: number;
  name?: string;
}

export const entryKey = (lottery: Parameters<typeof lotteryName>[0], uid: string): string =>
  `entry.${lotteryName(lottery)}.${uid}`;

/** Claims the fan's entry once, whichever publisher takes it. */
export const claimEntry = (cells: SharedCells, lottery: Lottery, uid: string, entry: ClaimedEntry): Answer<unknown> =>
  claimOnce<ClaimedEntry>(cells, entryKey(lottery, uid), entry);

/** A prize as the fan's cell keeps it: with its lottery's name, the one record of that lottery. */
type KeptPrize = DrawnPrize & { lottery: string };

/**
 * Prizes kept per fan, newest first: a cell must stay small, and a fan wins at most one share of
 * a lottery a room opens every four minutes, so this is days of wins, past the cells' two days.
 */
const PRIZES_KEPT = 500;

const winsKey = (uid: string): string => `wins.${uid}`;

/** Credits each winner's prize once, whatever happens twice (a draw run again, two publishers). */
export function creditPrizes(
  cells: SharedCells,
  lottery: Lottery,
  prizes: ReadonlyMap<string, DrawnPrize>,
): Answer<void> {
  const name = lotteryName(lottery);
  const credits = [...prizes].map(([uid, prize]) =>
    changeCell<KeptPrize[], void>(cells, winsKey(uid), (kept = []) => ({
      value: kept.some((won) => won.lottery === name)
        ? undefined
        : [{ ...prize, lottery: name }, ...kept].slice(0, PRIZES_KEPT),
      result: undefined,
    })),
  );
  return onAnswer(allAnswers(credits), () => undefined);
}

/** A fan's prizes, newest first. */
export const prizesOf = (cells: SharedCells, uid: string): Answer<DrawnPrize[]> =>
  onAnswer(cells.read<KeptPrize[]>(winsKey(uid)), (kept) =>
    (kept?.value ?? []).map(({ lottery: _name, ...prize }) => prize),
  );
