/**
 * A 竞猜 vote counts once for the cluster: two gateways on one NATS, the same fans voting on both
 * at once — each fan's vote is counted once and its stake taken once, whichever gateway answers;
 * a vote claimed in the shared cells by another publisher of the same prediction is never
 * charged again; a fan's 积分 live in the shared cells, so a publisher that takes over answers the
 * balance the last one left, its payouts in. Skipped, saying why, only where nats-server is not installed.
 */
import { AnchorCalls } from '../../../src/contracts/anchors';
import { DevCalls } from '../../../src/contracts/dev-server';
import { ApprovalStatus, ClaimStatus } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { RoomCrowdCalls } from '../../../src/contracts/room-crowd';
import { DAILY_GRANT, PredictionCode } from '../../../src/contracts/predictions';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { phaseOf, roomContext, roomHosts } from '../../../shell-demo/server/crowd/room-context';
import type { PublicPrediction } from '../../../src/contracts/predictions';
import { drawClaimKey } from '../../../shell-demo/server/crowd/lottery';
import { voteClaimKey } from '../../../shell-demo/server/predictions/vote-claims';
import { claimOnce } from '../../../shell-demo/server/push/shared-cells';
import { natsServerMissing, startNatsServer, type NatsServer } from '../../support/nats-server';
import { balanceOn, devPost, openPrediction, sessionCall, startGateway, vote } from './gateway-calls';
import { sleep, waitFor } from './push-test-support';

const missing = natsServerMissing();
if (missing) console.warn(`SKIPPED: votes across gateways need nats-server. ${missing}`);
const describeOnNats = missing ? describe.skip : describe;

/** The prediction as the gateway's own book holds it (the development control's list); undefined: not there. */
async function kept(gateway: DevServer, predictionId: number): Promise<PublicPrediction | undefined> {
  const response = await fetch(`${gateway.url}${DevCalls.predictions}`);
  const { rooms } = (await response.json()) as { rooms: { predictions: PublicPrediction[] }[] };
  return rooms.flatMap((room) => room.predictions).find((item) => item.predictionId === predictionId);
}

const FANS = 12;
// No take-over here: a lease that outlasts a world's build in this one test process (it holds both gateways).
const TIMING = { leaseMs: 60_000, renewMs: 300 };

describeOnNats('a 竞猜 vote across gateways', () => {
  let nats: NatsServer;
  const gateways: DevServer[] = [];
  let roomOfTest = 0;

  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    nats?.stop();
  });

  it('counts a fan voting on both gateways at once once, and charges once', async () => {
    const a = await startGateway(nats.url, 'gateway-a', { timing: TIMING });
    const world = a.world();
    await waitFor(() => a.push.publisher.holds(), 'A holding the lease after its build', 5000);
    const b = await startGateway(nats.url, 'gateway-b', { timing: TIMING });
    gateways.push(a, b);
    expect([a.push.publisher.holds(), b.push.publisher.holds()]).toEqual([true, false]);

    const rooms = [...roomHosts(world).keys()];
    const roomId = rooms.find((id) => phaseOf(roomContext(world, id)?.match ?? null) === 'playing') ?? rooms[0]!;
    roomOfTest = roomId;
    const prediction = await openPrediction(a, roomId);
    const [first, second] = prediction.outcomes.map((outcome) => outcome.outcomeId) as [number, number];
    const before = (await kept(a, prediction.predictionId))!;
    const [stakeBefore, votersBefore] = [before.totalStake, before.voters];

    // Each fan logged in on both gateways (one uid, one address); the even ones send the same vote
    // to both, the odd ones a different answer to each.
    const stakeOf = (index: number) => 10 + index;
    const answers = await Promise.all(
      Array.from({ length: FANS }, async (_, index) => {
        const name = `both-gateways-${index}`;
        const sessions = [a.sessions.login(name, '127.0.0.1'), b.sessions.login(name, '127.0.0.1')];
        expect(sessions[0]!.uid).toBe(sessions[1]!.uid);
        const form = (outcomeId: number) => ({
          predictionId: prediction.predictionId,
          outcomeId,
          stake: stakeOf(index),
          delayMs: 0,
        });
        return Promise.all([
          vote(a, sessions[0]!, form(first)),
          vote(b, sessions[1]!, form(index % 2 === 0 ? first : second)),
        ]);
      }),
    );

    for (const [index, pair] of answers.entries()) {
      const codes = pair.map((answer) => answer.code).sort();
      // The same vote twice: both answered with it; two answers: one taken, the other refused.
      expect(codes).toEqual(index % 2 === 0 ? [1, 1] : [1, PredictionCode.AlreadyVoted].sort());
      for (const answer of pair) {
        if (!answer.data) continue;
        expect(answer.data.points.balance).toBe(DAILY_GRANT - stakeOf(index));
        expect(answer.data.prediction.myVote?.stake).toBe(stakeOf(index));
      }
    }
    const counted = (await kept(a, prediction.predictionId))!;
    const staked = Array.from({ length: FANS }, (_, index) => stakeOf(index)).reduce((sum, stake) => sum + stake, 0);
    // The room's crowd may vote meanwhile: at least the fans' votes, each once (charged once above).
    expect(counted.voters - votersBefore).toBeGreaterThanOrEqual(FANS);
    expect(counted.totalStake - stakeBefore).toBeGreaterThanOrEqual(staked);
    expect(counted.outcomes.reduce((sum, outcome) => sum + outcome.stake, 0)).toBe(counted.totalStake);
    // B's own book took nothing: the publisher's is the cluster's.
    expect(await kept(b, prediction.predictionId)).toBeUndefined();
  }, 60_000);

  it('never charges a vote another publisher of the prediction claimed first', async () => {
    const [a] = gateways as [DevServer, DevServer];
    const prediction = await openPrediction(a, roomOfTest);
    const session = a.sessions.login('claimed-elsewhere', '127.0.0.1');
    const [first, second] = prediction.outcomes.map((outcome) => outcome.outcomeId) as [number, number];
    // A publisher paused past its lease counted this fan's vote before A took over.
    const claim = await claimOnce(a.cells, voteClaimKey(prediction, session.uid), { outcomeId: first, stake: 50 });
    expect(claim.won).toBe(true);

    const form = { predictionId: prediction.predictionId, stake: 50, delayMs: 0 };
    const other = await vote(a, session, { ...form, outcomeId: second });
    expect(other.code).toBe(PredictionCode.AlreadyVoted);
    const same = await vote(a, session, { ...form, outcomeId: first });
    expect(same.code).toBe(1);
    expect(same.data?.points.balance).toBe(DAILY_GRANT);
    // Not counted here either: A's book has no vote of this fan's.
    expect(same.data?.prediction.myVote).toBeNull();
  });

  it('draws a 红包 once: two draws at once make one, and one another publisher claimed first credits nobody here', async () => {
    const [a] = gateways as [DevServer, DevServer];
    type Crowd = {
      nextIndex: number;
      lottery: { lotteryId: number; roomId: number; openedAt: number; status: string };
    };
    const crowd = (body: object) =>
      devPost(a, DevCalls.crowd, { roomId: roomOfTest, rate: 0, ...body }) as Promise<Crowd>;
    // Two draws at once: one draw line in the room, one draw.
    const opened = await crowd({ lottery: 'open' });
    expect(opened.lottery.status).toBe('open');
    await Promise.allSettled([crowd({ lottery: 'draw' }), crowd({ lottery: 'draw' })]);
    const drawn = await crowd({});
    expect(drawn.lottery).toMatchObject({ lotteryId: opened.lottery.lotteryId, status: 'drawn' });
    expect(drawn.nextIndex - opened.nextIndex).toBe(1);

    // Another publisher of the next lottery drew it first: closed here, undrawn (no draw line, nobody credited).
    const next = await crowd({ lottery: 'open' });
    expect(next.lottery.lotteryId).not.toBe(opened.lottery.lotteryId);
    const claim = await claimOnce(a.cells, drawClaimKey(next.lottery), 'gateway-paused');
    expect(claim.won).toBe(true);
    const closed = await crowd({ lottery: 'draw' });
    expect(closed.lottery.status).toBe('drawn');
    expect(closed.nextIndex).toBe(next.nextIndex);
  });

  it('lets a fan on the gateway that does not publish see, enter, win and claim the room’s 红包 (the publisher’s lotteries)', async () => {
    const [a, b] = gateways as [DevServer, DevServer];
    type Lottery = {
      lotteryId: number;
      status: string;
      entered: boolean;
      won: boolean;
      conditions: { kind: string }[];
    };
    const opened = (await devPost(a, DevCalls.crowd, { roomId: roomOfTest, rate: 0, lottery: 'open' })) as {
      lottery: Lottery;
    };
    const fan = b.sessions.login('envelope-on-b', '127.0.0.1');
    const call = async (path: string, form: Record<string, number | string>) =>
      (await sessionCall(b, fan, path, form)) as { code: number; msg: string; data: Lottery | null };
    const seen = await call(RoomCrowdCalls.lotteryInfo.path, { roomId: roomOfTest });
    expect(seen.data).toMatchObject({ lotteryId: opened.lottery.lotteryId, status: 'open', entered: false });
    // Its conditions met on B: the streamer followed there, a line sent there (handed to the publisher).
    const host = roomContext(a.world(), roomOfTest)!.host;
    await sessionCall(b, fan, AnchorCalls.subscribe.path, { subscribeHostId: host.id });
    const sent = await sessionCall(b, fan, RoomCrowdCalls.send.path, {
      roomId: roomOfTest,
      text: '抢红包',
      clientMsgId: 'envelope-on-b-1',
    });
    expect((sent as { code: number }).code).toBe(1);
    const entered = await call(RoomCrowdCalls.lotteryEnter.path, { lotteryId: opened.lottery.lotteryId });
    expect([entered.code, entered.msg, entered.data?.entered]).toEqual([1, expect.anything(), true]);
    await devPost(a, DevCalls.crowd, { roomId: roomOfTest, rate: 0, lottery: 'draw', winners: [fan.uid] });
    const drawn = await call(RoomCrowdCalls.lotteryInfo.path, { roomId: roomOfTest });
    expect(drawn.data).toMatchObject({ lotteryId: opened.lottery.lotteryId, status: 'drawn', result: { won: true } });
    // Its prize claimed on B too: the publisher's wins, its claim kept there.
    type Approval = { status: number; wins: { claimStatus: number }[] };
    const claim = async (path: string, form: Record<string, string>) =>
      ((await sessionCall(b, fan, path, form)) as { code: number; data: Approval | null }).data;
    expect(await claim(NewsCalls.lotteryApprovalInfo.path, {})).toMatchObject({
      status: ApprovalStatus.None,
      wins: [{ claimStatus: ClaimStatus.Unclaimed }],
    });
    const form = {
      realName: '张三',
      phone: '13800138000',
      address: '北京市朝阳区建国路 88 号',
      idempotencyKey: 'claim-on-gateway-b',
    };
    expect(await claim(NewsCalls.lotteryApprovalSubmit.path, form)).toMatchObject({
      status: ApprovalStatus.Pending,
      wins: [{ claimStatus: ClaimStatus.Reviewing }],
    });
  });

  it('keeps a fan’s 积分 over a take-over: the balance before, plus what settled, less the next stake', async () => {
    const [a, b] = gateways as [DevServer, DevServer];
    const prediction = await openPrediction(a, roomOfTest);
    const [first] = prediction.outcomes.map((outcome) => outcome.outcomeId) as [number];
    const sessions = [a.sessions.login('over-take-over', '127.0.0.1'), b.sessions.login('over-take-over', '127.0.0.1')];
    const voted = await vote(a, sessions[0]!, {
      predictionId: prediction.predictionId,
      outcomeId: first,
      stake: 100,
      delayMs: 0,
    });
    expect(voted.data?.points.balance).toBe(DAILY_GRANT - 100);
    await devPost(a, DevCalls.predictions, {
      roomId: roomOfTest,
      action: 'settle',
      predictionId: prediction.predictionId,
      outcomeId: first,
    });
    // The payout is the fan's share of the pool (the room's crowd may have staked on it too).
    const settled = (
      await vote(a, sessions[0]!, { predictionId: prediction.predictionId, outcomeId: first, stake: 100, delayMs: 0 })
    ).data!;
    const payout = settled.prediction.myVote!.payout!;
    expect(payout).toBeGreaterThanOrEqual(100);
    // The payout reaches the fan's cell after the settlement's answer: B reads it within a moment.
    let seen: number | undefined;
    for (let tries = 0; tries < 50 && seen !== DAILY_GRANT - 100 + payout; tries++) {
      if (tries > 0) await sleep(100);
      seen = await balanceOn(b, sessions[1]!, roomOfTest);
    }
    expect(seen).toBe(DAILY_GRANT - 100 + payout);

    // A stops and hands the lease on: B publishes, its book new, the fan's balance the same.
    gateways.splice(gateways.indexOf(a), 1);
    await a.close();
    await waitFor(() => b.push.publisher.holds(), 'B taking the lease over', 15_000);
    expect(await balanceOn(b, sessions[1]!, roomOfTest)).toBe(DAILY_GRANT - 100 + payout);
    const next = await openPrediction(b, roomOfTest);
    const form = { predictionId: next.predictionId, outcomeId: next.outcomes[0]!.outcomeId, stake: 10, delayMs: 0 };
    const again = await vote(b, sessions[1]!, form);
    expect(again.data?.points.balance).toBe(DAILY_GRANT - 100 + payout - 10);
  }, 60_000);
});
