/**
 * @jest-environment node
 *
 * The red envelopes in the cells every gateway shares (crowd/lottery-cells.ts): a publisher that
 * takes over — a second publisher's rooms on the same cells — carries an open lottery on with its
 * entrants and draws it once, a winner keeps the prize and its claim, and a prize approved and
 * paid is not paid again.
 */
import { ApprovalStatus, ClaimStatus, NewsCode, type LotteryApproval } from '@src/contracts/news';
import { NewsCalls } from '@src/contracts/news-calls';
import { ApiError, DevServerCode, Messages } from '@shell-demo/server/api-error';
import { carryOnLeftLotteries } from '@shell-demo/server/crowd/carried-lotteries';
import { composeCrowd, crowdOf } from '@shell-demo/server/crowd/crowd-rooms';
import { roomHosts } from '@shell-demo/server/crowd/room-context';
import { soleRole } from '@shell-demo/server/push/publisher-role';
import { InProcessCells, type SharedCells } from '@shell-demo/server/push/shared-cells';
import { Router, type SessionRef } from '@shell-demo/server/router';
import { APPROVAL_REVIEW_MS, registerLotteryCalls } from '@shell-demo/server/routes/news-lottery';
import { NewsState } from '@shell-demo/server/routes/news-state';
import type { ServerContext } from '@shell-demo/server/server-context';
import { worldWithKeptScripts } from '@tests/support/kept-scripts';

const T0 = Date.UTC(2026, 10, 21, 12, 0);
const world = worldWithKeptScripts({ now: T0 });
const roomId = [...roomHosts(world).keys()][0]!;
const clock = { now: T0 };
const fan: SessionRef = { uid: 'u9001', username: 'envelope-winner', token: '' };
const FORM = { realName: '王小明', phone: '13800138000', address: '北京市朝阳区建国路 88 号' };

/** A publisher of the world on `cells`: its crowd, and the claim calls answered by its router. */
function publisherOn(cells: SharedCells, gateway: string) {
  const push = { publisher: soleRole(gateway), publish: () => undefined, subscriberCount: () => 0 };
  const server = { now: () => clock.now, world: () => world, cells, push } as unknown as ServerContext;
  composeCrowd(server, () => null);
  const router = new Router();
  registerLotteryCalls(router, server, new NewsState());
  const call = async (path: string, params: Record<string, string>): Promise<LotteryApproval> => {
    const found = router.match('POST', path);
    if (!found || !('route' in found)) throw new Error(`no call ${path}`);
    const request = {
      method: 'POST' as const,
      path,
      rest: '',
      query: {},
      body: params,
      params,
      headers: {},
      session: fan,
    };
    return (await found.route.handler({ ...request, origin: 'http://localhost' })) as LotteryApproval;
  };
  return {
    crowd: crowdOf(server),
    info: () => call(NewsCalls.lotteryApprovalInfo.path, {}),
    submit: (idempotencyKey: string) => call(NewsCalls.lotteryApprovalSubmit.path, { ...FORM, idempotencyKey }),
  };
}

const codeOf = (answer: Promise<unknown>) =>
  answer.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error.code : error),
  );

beforeEach(() => {
  clock.now = T0;
  // A take-over says what it carried on in the log.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});

it('carries an open lottery on over a take-over, with its entrants, and draws it once', async () => {
  const cells = new InProcessCells(() => clock.now);
  const dying = publisherOn(cells, 'gateway-a');
  const opened = dying.crowd.openLottery(dying.crowd.room(roomId)!);
  clock.now += 1_000;
  for (const uid of ['u1', 'u2'])
    await dying.crowd.lotteries.enter(opened.lotteryId, uid, () => true, clock.now, `球迷${uid}`);

  // The publisher dies; the next one on the same cells takes over.
  const next = publisherOn(cells, 'gateway-b');
  await carryOnLeftLotteries(next.crowd, cells, clock.now);
  const carried = next.crowd.lotteries.latestOf(roomId)!;
  expect(carried).toMatchObject({
    lotteryId: opened.lotteryId,
    status: 'open',
    openedAt: opened.openedAt,
    drawAt: opened.drawAt,
    conditions: opened.conditions,
    crowdEntrants: opened.crowdEntrants,
    entrants: ['u1', 'u2'],
  });
  // A fan entering again is the entry taken; a new one enters the carried lottery.
  await next.crowd.lotteries.enter(opened.lotteryId, 'u1', () => true, clock.now);
  await next.crowd.lotteries.enter(opened.lotteryId, 'u3', () => true, clock.now);
  expect(carried.entrants).toEqual(['u1', 'u2', 'u3']);

  // Drawn once at its time: the old publisher's copy (paused past its lease) draws nothing and
  // shows the winners drawn by the claim's publisher.
  clock.now = opened.drawAt;
  expect(await next.crowd.drawLottery(carried, ['u1'])).toBe(true);
  expect(await dying.crowd.drawLottery(opened, ['u2'])).toBe(false);
  expect([carried.status, opened.status]).toEqual(['drawn', 'drawn']);
  expect(opened.winners).toEqual(carried.winners);
  expect(opened.winners.has('u1')).toBe(true);
  // The draw's line names the winner carried on by the name they entered under, not 用户.
  expect(carried.winnerNames[0]).toBe('球迷u1');
  expect(opened.winnerNames).toEqual(carried.winnerNames);
  expect(await next.crowd.lotteries.winsOf('u1')).toEqual([
    expect.objectContaining({ lotteryId: opened.lotteryId, roomId, drawnAt: opened.drawAt }),
  ]);
  expect(await next.crowd.lotteries.winsOf('u2')).toEqual(
    carried.winners.has('u2') ? [expect.objectContaining({ lotteryId: opened.lotteryId })] : [],
  );
  // Its own next lottery is numbered after the one carried on.
  clock.now += 10 * 60_000;
  expect(next.crowd.openLottery(next.crowd.room(roomId)!).lotteryId).toBe(opened.lotteryId + 1);
});

it('carries an open lottery on when the cells answer busy at first (a NATS node gone, its streams electing)', async () => {
  const cells = new InProcessCells(() => clock.now);
  const dying = publisherOn(cells, 'gateway-a');
  const opened = dying.crowd.openLottery(dying.crowd.room(roomId)!);
  await dying.crowd.lotteries.enter(opened.lotteryId, 'u1', () => true, clock.now, '球迷u1');
  // The listing fails twice, as a cluster without a leader for the cells' stream answers.
  let refusals = 2;
  const electing: SharedCells = Object.assign(Object.create(cells) as SharedCells, {
    keys: (prefix: string) => {
      if (refusals-- > 0) throw new ApiError(DevServerCode.Busy, Messages.busy, 503);
      return cells.keys(prefix);
    },
  });
  const next = publisherOn(electing, 'gateway-b');
  await carryOnLeftLotteries(next.crowd, electing, clock.now);
  expect(refusals).toBeLessThan(0);
  expect(next.crowd.lotteries.latestOf(roomId)).toMatchObject({
    lotteryId: opened.lotteryId,
    status: 'open',
    entrants: ['u1'],
  });
});

it('gives a lottery its publisher still holds the entries another took while it paused past its lease', async () => {
  const cells = new InProcessCells(() => clock.now);
  const paused = publisherOn(cells, 'gateway-a');
  const opened = paused.crowd.openLottery(paused.crowd.room(roomId)!);
  await paused.crowd.lotteries.enter(opened.lotteryId, 'u1', () => true, clock.now, '球迷u1');
  const other = publisherOn(cells, 'gateway-b');
  await carryOnLeftLotteries(other.crowd, cells, clock.now);
  await other.crowd.lotteries.enter(opened.lotteryId, 'u2', () => true, clock.now, '球迷u2');
  // The first takes the role back: its own lottery, the same one, with both fans entered once.
  await carryOnLeftLotteries(paused.crowd, cells, clock.now);
  expect(paused.crowd.lotteries.latestOf(roomId)).toBe(opened);
  expect(opened.entrants).toEqual(['u1', 'u2']);
  expect(opened.entrantNames.get('u2')).toBe('球迷u2');
});

it('keeps a winner’s prize and claim over take-overs, and pays an approved claim once', async () => {
  const cells = new InProcessCells(() => clock.now);
  const first = publisherOn(cells, 'gateway-a');
  const lottery = first.crowd.openLottery(first.crowd.room(roomId)!);
  await first.crowd.lotteries.enter(lottery.lotteryId, fan.uid, () => true, clock.now);
  expect(await first.crowd.drawLottery(lottery, [fan.uid])).toBe(true);
  // A draw run again credits nothing twice.
  expect(await first.crowd.drawLottery(lottery, [fan.uid])).toBe(false);
  clock.now += 1_000;
  expect(await first.submit('claim-key-1')).toMatchObject({
    status: ApprovalStatus.Pending,
    wins: [{ lotteryId: lottery.lotteryId, claimStatus: ClaimStatus.Reviewing }],
  });

  // Taken over while under review: the prize and the claim are there; the first submit's retry is
  // answered the claim, a second submit submits nothing.
  const second = publisherOn(cells, 'gateway-b');
  const underReview = {
    status: ApprovalStatus.Pending,
    submitTime: clock.now,
    wins: [{ lotteryId: lottery.lotteryId, claimStatus: ClaimStatus.Reviewing }],
  };
  expect(await second.info()).toMatchObject(underReview);
  clock.now += 1_000;
  expect(await second.submit('claim-key-1')).toMatchObject(underReview);
  expect(await codeOf(second.submit('claim-key-2'))).toBe(NewsCode.ApprovalLocked);

  // Reviewed and paid there, then taken over again: still paid, nothing left to claim.
  clock.now += APPROVAL_REVIEW_MS;
  expect(await second.info()).toMatchObject({
    status: ApprovalStatus.Approved,
    wins: [{ claimStatus: ClaimStatus.Paid }],
  });
  const third = publisherOn(cells, 'gateway-c');
  const paid = await third.info();
  expect(paid).toMatchObject({ status: ApprovalStatus.Approved, wins: [{ claimStatus: ClaimStatus.Paid }] });
  expect(paid.wins).toHaveLength(1);
  expect(await codeOf(third.submit('claim-key-3'))).toBe(NewsCode.ApprovalLocked);
  expect(await third.info()).toEqual(paid);
});

it('credits the winners of a draw whose publisher died before crediting them, once, and shows its result', async () => {
  const cells = new InProcessCells(() => clock.now);
  // The dying publisher's credits never reach the cells: it dies between the draw's claim and them.
  const dyingCells: SharedCells = {
    read: (key) => cells.read(key),
    keys: (prefix) => cells.keys(prefix),
    write: (key, value, expected) => {
      if (key.startsWith('wins.')) throw new Error('the publisher died');
      return cells.write(key, value, expected);
    },
  };
  const dying = publisherOn(dyingCells, 'gateway-a');
  const lottery = dying.crowd.openLottery(dying.crowd.room(roomId)!);
  await dying.crowd.lotteries.enter(lottery.lotteryId, fan.uid, () => true, clock.now);
  clock.now = lottery.drawAt;
  expect(() => dying.crowd.drawLottery(lottery, [fan.uid])).toThrow('the publisher died');
  expect(await dying.crowd.lotteries.winsOf(fan.uid)).toEqual([]);

  for (const gateway of ['gateway-b', 'gateway-c']) {
    clock.now += 5_000;
    const next = publisherOn(cells, gateway);
    await carryOnLeftLotteries(next.crowd, cells, clock.now);
    const shown = next.crowd.lotteries.latestOf(roomId)!;
    expect(shown).toMatchObject({ lotteryId: lottery.lotteryId, status: 'drawn', drawnAt: lottery.drawAt });
    expect(next.crowd.lotteries.view(shown, fan.uid, () => true, clock.now).result).toEqual({
      won: true,
      amount: shown.winners.get(fan.uid),
    });
    // Credited once, whichever publisher credits it and however often.
    expect(await next.crowd.lotteries.winsOf(fan.uid)).toEqual([
      expect.objectContaining({ lotteryId: lottery.lotteryId, roomId, drawnAt: lottery.drawAt }),
    ]);
    expect(await next.info()).toMatchObject({ wins: [{ claimStatus: ClaimStatus.Unclaimed }] });
  }
});
