/** The red envelopes' rules (crowd/lottery.ts): winners by prize, equal shares, one entry and one win per user. */
import { RoomCrowdCode } from '../../../src/contracts/room-crowd';
import { ApiError } from '../../../shell-demo/server/api-error';
import { LOTTERY_OPEN_MS, Lotteries, shareOf, winnerCountOf } from '../../../shell-demo/server/crowd/lottery';
import { InProcessCells } from '../../../shell-demo/server/push/shared-cells';

const names = { real: (uid: string) => `name-${uid}`, crowd: (n: number) => `viewer-${n}` };
/** A publisher's lotteries of the world `seed`, on cells of their own (in this process: answered at once). */
const lotteriesOf = (seed: number) => new Lotteries(() => seed, new InProcessCells(), 'gateway');
const spec = { roomId: 7, hostId: 9, hostName: '主播', amount: 888, popularity: 0 };
const codeOf = (run: () => unknown): number | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : undefined;
  }
  return undefined;
};

describe('red envelopes', () => {
  it('gives a bigger prize to more winners and splits it equally down to the fen', () => {
    expect([88, 188, 520, 888].map(winnerCountOf)).toEqual([3, 5, 10, 20]);
    expect(shareOf({ amount: 88, winnerCount: 3 })).toBe(29.33);
    expect(shareOf({ amount: 888, winnerCount: 20 })).toBe(44.4);
  });

  it('opens with the prize, draws after LOTTERY_OPEN_MS, and keeps only the latest lottery of a room', () => {
    const lotteries = lotteriesOf(1);
    const first = lotteries.open(spec, 1_000);
    expect(first).toMatchObject({
      amount: 888,
      winnerCount: 20,
      status: 'open',
      openedAt: 1_000,
      drawAt: 1_000 + LOTTERY_OPEN_MS,
    });
    const second = lotteries.open(spec, 2_000);
    expect(lotteries.latestOf(7)).toBe(second);
    expect(lotteries.find(first.lotteryId)).toBeUndefined();
  });

  it('enters a user once, refuses unmet conditions, unknown and drawn lotteries', () => {
    const lotteries = lotteriesOf(1);
    const lottery = lotteries.open(spec, 0);
    expect(codeOf(() => lotteries.enter(lottery.lotteryId, 'u1', () => false, 0))).toBe(
      RoomCrowdCode.LotteryConditionUnmet,
    );
    lotteries.enter(lottery.lotteryId, 'u1', () => true, 0);
    lotteries.enter(lottery.lotteryId, 'u1', () => true, 0);
    expect(lottery.entrants).toEqual(['u1']);
    expect(codeOf(() => lotteries.enter(999, 'u1', () => true, 0))).toBe(RoomCrowdCode.LotteryNotFound);
    lotteries.draw(lottery, 10, names);
    expect(codeOf(() => lotteries.enter(lottery.lotteryId, 'u2', () => true, 0))).toBe(RoomCrowdCode.LotteryClosed);
    // An entrant asking again after the draw gets the same lottery, not a refusal.
    expect(lotteries.enter(lottery.lotteryId, 'u1', () => true, 0)).toBe(lottery);
  });

  it('draws once, credits a forced winner once, and lists the win with its share', () => {
    const lotteries = lotteriesOf(1);
    const lottery = lotteries.open(spec, 0);
    lotteries.enter(lottery.lotteryId, 'u1', () => true, 0);
    lotteries.enter(lottery.lotteryId, 'u2', () => true, 0);
    expect(lotteries.draw(lottery, 500, names, ['u1'])).toBe(true);
    expect(lotteries.draw(lottery, 600, names, ['u1', 'u2'])).toBe(false);
    expect(lotteries.winsOf('u1')).toEqual([
      { lotteryId: lottery.lotteryId, roomId: 7, hostName: '主播', amount: 44.4, drawnAt: 500 },
    ]);
    expect(lottery.winnerNames[0]).toBe('name-u1');
    const view = lotteries.view(lottery, 'u1', () => true, 700);
    expect(view).toMatchObject({ status: 'drawn', entered: true, result: { won: true, amount: 44.4 } });
  });

  it('draws the same winners for the same seed and entrants, among the crowd too', () => {
    const draw = () => {
      const lotteries = lotteriesOf(42);
      const lottery = lotteries.open({ ...spec, amount: 88 }, 0);
      for (const uid of ['a', 'b', 'c', 'd']) lotteries.enter(lottery.lotteryId, uid, () => true, 0);
      lotteries.draw(lottery, 1, names);
      return { winners: [...lottery.winners.keys()], names: lottery.winnerNames };
    };
    expect(draw()).toEqual(draw());
    expect(draw().names).toHaveLength(3);
  });

  it('shows a visitor no entry, no done condition, no result, and the crowd joining as the draw nears', () => {
    const lotteries = lotteriesOf(1);
    const lottery = lotteries.open({ ...spec, popularity: 1 }, 0);
    const early = lotteries.view(lottery, null, () => true, 0);
    expect(early).toMatchObject({ entered: false, result: null, participants: 0 });
    expect(early.conditions.every((condition) => !condition.done)).toBe(true);
    expect(lotteries.view(lottery, null, () => true, LOTTERY_OPEN_MS / 2).participants).toBe(100);
  });
});
