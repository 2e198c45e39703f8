/**
 * Fair 竞猜 against a greedy client (127.0.0.2) beside a victim (127.0.0.3): no vote counts once
 * the question is decided, whatever delay it claims (refused when the server knows, given back
 * with the reason when the deciding event was still on its way); a claimed delay counts no further
 * than the room's picture can be behind; a subscribe of `predictions:<id>` starts each room once,
 * and spells each channel one way.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import {
  DAILY_GRANT,
  MAX_COUNTED_DELAY_MS,
  PredictionCalls,
  PredictionCode,
  PredictionKind,
  RefundReason,
  type PublicPrediction,
  type RoomPredictions,
  type VoteResult,
} from '../../../src/contracts/predictions';
import { PredictionsPush } from '../../../src/contracts/predictions-push';
import { PushCalls } from '../../../src/contracts/push-protocol';
import { RoomCrowdPush } from '../../../src/contracts/room-crowd-push';
import { MatchPush } from '../../../src/contracts/match-push';
import { roomHosts } from '../../../shell-demo/server/crowd/room-context';
import { footballLock } from '../../../shell-demo/server/predictions/match-clock';
import { PredictionRooms } from '../../../shell-demo/server/predictions/prediction-rooms';
import { MINUTE } from '../../../shell-demo/server/world/clock';
import type { FootballMatch } from '../../../shell-demo/server/world/match-types';
import { ensureFootballScript } from '../../../shell-demo/server/world/scripts';
import { RawPushSocket, waitFor } from '../push/push-test-support';
import { devGoal, playingRooms, pushUrl, START } from './room-crowd-support';
import { serverCalls } from './server-calls';
import { devCall } from './signed-client';
import { suiteServer } from './suite-server';

jest.setTimeout(120_000);

const GREEDY = '127.0.0.2';
const VICTIM = '127.0.0.3';
let clock = START;
const server = suiteServer(() => clock);
beforeAll(() => void server().world(), 60_000);
const greedy = serverCalls(server, () => clock, GREEDY);
const victim = serverCalls(server, () => clock, VICTIM);

type Calls = typeof greedy;
const vote = (calls: Calls, fan: SessionInfo, predictionId: number, outcomeId: number, delayMs: number, stake = 100) =>
  calls.send(PredictionCalls.vote, { predictionId, outcomeId, stake, delayMs }, fan);
const roomOf = async (calls: Calls, roomId: number, fan?: SessionInfo) =>
  (await calls.ok(PredictionCalls.room, { roomId }, fan)) as RoomPredictions;
const predictionIn = async (calls: Calls, roomId: number, predictionId: number, fan?: SessionInfo) =>
  (await roomOf(calls, roomId, fan)).predictions.find((item) => item.predictionId === predictionId)!;
const devPredictions = (roomId: number, body: Record<string, unknown>) =>
  devCall<{ prediction: PublicPrediction }>(server().url, 'POST', DevCalls.predictions, { roomId, ...body });
/** The world moved to the clock; the keep-alive sockets the simulation left idle close first. */
async function advanceWorld(): Promise<void> {
  server().simulator().advanceTo(clock);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a vote after the deciding event', () => {
  it('is refused whatever delay it claims: the greedy one who saw the goal live claims 45 s, and is refused as the honest fan is; a fan behind who voted before it is paid', async () => {
    clock = START + 5 * 60_000;
    await advanceWorld();
    const world = server().world();
    // A room whose match has a quarter of an hour of its half left: room for 下一个进球.
    const room = playingRooms(server()).football.find((context) => {
      const match = context.match as FootballMatch;
      return footballLock(ensureFootballScript(world, match), match.matchDate, clock, clock + 15 * 60_000) !== null;
    })!;
    const { prediction } = await devPredictions(room.roomId, { action: 'open', kind: PredictionKind.NextGoal });
    // The room's bound: its stream's latency and the player's live-edge policy, not 45 s.
    expect(prediction.closeAt - prediction.lockAt).toBe(MAX_COUNTED_DELAY_MS);
    expect(MAX_COUNTED_DELAY_MS).toBe(12_000);
    const [cheat, honest, behind] = [
      await greedy.login('decided-cheat'),
      await victim.login('decided-honest'),
      await victim.login('decided-behind'),
    ];

    // A fan 10 s behind votes a second after the lock: their picture is 9 s before it.
    clock = prediction.lockAt + 1000;
    expect((await vote(victim, behind, prediction.predictionId, 1, 10_000)).envelope.code).toBe(ResultCode.Success);
    // The home side scores 1.5 s after the lock.
    clock = prediction.lockAt + 1500;
    await devGoal(server(), room.match!.id, 'home');

    // 2.3 s after the lock: the greedy client saw the goal on the live score and claims a 45 s delay.
    clock = prediction.lockAt + 2300;
    const cheated = await vote(greedy, cheat, prediction.predictionId, 1, 45_000, 1000);
    expect({ code: cheated.envelope.code, msg: cheated.envelope.msg, data: cheated.envelope.data }).toEqual({
      code: PredictionCode.Locked,
      msg: '已封盘：本题已有结果',
      data: null,
    });
    const fair = await vote(victim, honest, prediction.predictionId, 1, 0);
    expect(fair.envelope.code).toBe(PredictionCode.Locked);
    expect((await roomOf(greedy, room.roomId, cheat)).points!.balance).toBe(DAILY_GRANT);

    // Paid once no vote can come: the fan behind wins, the greedy one has nothing in the pool.
    clock = prediction.closeAt;
    const settled = await predictionIn(victim, room.roomId, prediction.predictionId, behind);
    expect(settled).toMatchObject({ status: 'settled', winningOutcomeId: 1 });
    expect(settled.myVote).toMatchObject({ stake: 100, refund: '' });
    expect(settled.myVote!.payout).toBeGreaterThanOrEqual(100);
    expect((await predictionIn(greedy, room.roomId, prediction.predictionId, cheat)).myVote).toBeNull();
    expect((await roomOf(greedy, room.roomId, cheat)).points!.balance).toBe(DAILY_GRANT);
  });

  it('is given back with the reason when the deciding event was still on its way to the server: out of the pool, the split and the record', async () => {
    clock = START + 20 * 60_000;
    await advanceWorld();
    const world = server().world();
    // A football match being played whose final whistle is a few minutes ahead, and the side its script has win.
    const [room, endAt, winner] = playingRooms(server())
      .football.flatMap((context) => {
        const match = context.match as FootballMatch;
        const script = ensureFootballScript(world, match);
        const home = script.goals.filter((goal) => goal.teamId === match.homeId).length;
        const away = script.goals.length - home;
        const end = match.matchDate + script.endsAfter * MINUTE;
        return end > clock + 2 * MINUTE ? [[context, end, home > away ? 1 : away > home ? 2 : 3] as const] : [];
      })
      .sort((a, b) => a[1] - b[1])[0]!;
    clock = endAt - 2000;
    await advanceWorld();
    // 全场胜负 locking a minute after the final whistle.
    const { prediction } = await devPredictions(room.roomId, { action: 'open', windowMs: 62_000 });
    const [early, late] = [await victim.login('refund-early'), await greedy.login('refund-late')];
    expect((await vote(victim, early, prediction.predictionId, winner, 0)).envelope.code).toBe(ResultCode.Success);
    // Half a second after the whistle, before the server has seen it: taken.
    clock = endAt + 500;
    const taken = await vote(greedy, late, prediction.predictionId, winner, 0, 1000);
    expect(taken.envelope.code).toBe(ResultCode.Success);
    expect((taken.envelope.data as VoteResult).points.balance).toBe(0);

    // The world reaches the whistle: decided at it, locked there, paid once no vote can come.
    clock = endAt + 1000;
    await advanceWorld();
    expect(room.match!.endedAt).toBe(endAt);
    const locked = await predictionIn(victim, room.roomId, prediction.predictionId);
    expect(locked).toMatchObject({ status: 'locked', lockAt: endAt, closeAt: endAt + MAX_COUNTED_DELAY_MS });
    clock = endAt + MAX_COUNTED_DELAY_MS;
    const settled = await predictionIn(greedy, room.roomId, prediction.predictionId, late);
    expect(settled).toMatchObject({ status: 'settled', winningOutcomeId: winner, decidedAt: endAt });
    expect(settled.myVote).toMatchObject({ stake: 1000, payout: 1000, refund: RefundReason.AfterDecision });
    expect((await roomOf(greedy, room.roomId, late)).points!.balance).toBe(DAILY_GRANT);
    // Not in the pool: the split is of the votes that counted.
    expect(settled.totalStake).toBe(settled.outcomes.reduce((sum, outcome) => sum + outcome.stake, 0));
    expect(settled.totalStake).toBeLessThan(1000);
    expect(await greedy.ok(PredictionCalls.record, { uid: late.uid })).toMatchObject({ picks: 0 });
    // The fan who voted before the whistle is paid from the pool, and has the pick.
    const paid = await predictionIn(victim, room.roomId, prediction.predictionId, early);
    expect(paid.myVote).toMatchObject({ refund: '' });
    expect(paid.myVote!.payout).toBeGreaterThanOrEqual(100);
    expect(await victim.ok(PredictionCalls.record, { uid: early.uid })).toMatchObject({ picks: 1, hits: 1 });
  });
});

describe('a claimed delay', () => {
  it('counts no further than the room’s picture can be behind: 45 s claimed at 12 s after the lock is refused, a fan 11 s behind just before is taken', async () => {
    clock = START + 40 * 60_000;
    await advanceWorld();
    const roomId = playingRooms(server()).football[0]!.roomId;
    const { prediction } = await devPredictions(roomId, { action: 'open', windowMs: 60_000 });
    const [cheat, behind] = [await greedy.login('bound-cheat'), await victim.login('bound-behind')];
    clock = prediction.lockAt + 10_900;
    expect((await vote(victim, behind, prediction.predictionId, 1, 11_000)).envelope.code).toBe(ResultCode.Success);
    // The room's picture is at most 12 s behind: claiming 45 s buys no more.
    clock = prediction.lockAt + 12_000;
    const refused = (await vote(greedy, cheat, prediction.predictionId, 1, 45_000)).envelope;
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: PredictionCode.Locked, msg: '已封盘' });
    expect((await roomOf(greedy, roomId, cheat)).points!.balance).toBe(DAILY_GRANT);
    await devPredictions(roomId, { action: 'void', predictionId: prediction.predictionId });
  });

  it('answers the voter’s own vote and nothing of where it came from', async () => {
    const roomId = playingRooms(server()).football[1]!.roomId;
    const { prediction } = await devPredictions(roomId, { action: 'open', windowMs: 60_000 });
    const fan = await victim.login('vote-address');
    const answer = (await vote(victim, fan, prediction.predictionId, 1, 0)).envelope.data as VoteResult;
    expect(Object.keys(answer.prediction.myVote!).sort()).toEqual(['at', 'outcomeId', 'payout', 'refund', 'stake']);
    const listed = await predictionIn(victim, roomId, prediction.predictionId, fan);
    expect(Object.keys(listed.myVote!).sort()).toEqual(['at', 'outcomeId', 'payout', 'refund', 'stake']);
    expect(JSON.stringify(listed)).not.toContain(VICTIM);
    await devPredictions(roomId, { action: 'void', predictionId: prediction.predictionId });
  });
});

describe('subscribing to predictions', () => {
  it('starts each room once per new channel: a greedy socket sending every room’s channel again and again costs the server little, and the victim is answered', async () => {
    const rooms = [...roomHosts(server().world()).keys()];
    const channels = rooms.map((roomId) => PredictionsPush.room(roomId));
    let heard = 0;
    server().push.onSubscribe((channel) => {
      if (channel.startsWith(`${PredictionsPush.room.kind}:`)) heard += 1;
    });
    const socket = await RawPushSocket.open(pushUrl(server()), GREEDY);
    try {
      socket.send({ cmd: 'subscribe', channels });
      await socket.next('subscribed');
      expect(heard).toBe(channels.length);
      const watch = jest.spyOn(PredictionRooms.prototype, 'watch');
      const cpu = process.cpuUsage();
      for (let frame = 0; frame < 10; frame += 1) socket.send({ cmd: 'subscribe', channels });
      await waitFor(
        () => socket.received.filter((message) => message.type === 'subscribed').length === 11,
        'ten confirmations',
      );
      const used = process.cpuUsage(cpu);
      // Held already: confirmed again, no room started or stepped again.
      expect(heard).toBe(channels.length);
      expect(watch).not.toHaveBeenCalled();
      // Ten frames of every room cost a few milliseconds each (a step over every room each: over a second).
      expect((used.user + used.system) / 1000).toBeLessThan(300);
      expect((await roomOf(victim, rooms[0]!)).roomId).toBe(rooms[0]);
    } finally {
      await socket.close();
    }
  });

  it('refuses an id not written as its number (leading zeros, a sign) on every kind of channel, with the protocol’s error, and subscribes to nothing of the command', async () => {
    const roomId = playingRooms(server()).football[0]!.roomId;
    const socket = await RawPushSocket.open(pushUrl(server()), GREEDY);
    try {
      for (const channel of [
        `predictions:0${roomId}`,
        `room:00${roomId}`,
        `match:0${roomId}`,
        'host:-7',
        'professor:007',
      ]) {
        socket.send(JSON.stringify({ cmd: 'subscribe', channels: [PredictionsPush.room(roomId), channel] }));
        const error = await socket.next('error', (message) => message.message.includes(channel));
        expect(error.message).toBe(
          `bad command (command.channels[1]: expected an id written as its number, without a leading zero or a sign, got ${channel})`,
        );
      }
      socket.send({ cmd: 'subscribe', channels: [MatchPush.channel(7), RoomCrowdPush.room(roomId), 'anchors:live'] });
      const confirmed = await socket.next('subscribed');
      expect(confirmed.channels).toEqual(['match:7', `room:${roomId}`, 'anchors:live']);
      expect(socket.received.filter((message) => message.type === 'subscribed')).toHaveLength(1);
      expect(server().push.subscriberCount(PredictionsPush.room(roomId))).toBe(0);
    } finally {
      await socket.close();
    }
    // The snapshot call reads channels as the socket does.
    const snapshot = await victim.send(PushCalls.snapshot, { channel: `predictions:0${roomId}`, sinceSeq: 0 });
    expect({ status: snapshot.status, code: snapshot.envelope.code }).toEqual({ status: 400, code: 10001 });
    expect(snapshot.envelope.msg).toBe(
      `参数错误：channel 的编号应写成数字本身，不带前导零或正负号：predictions:0${roomId}`,
    );
    expect((await victim.send(PushCalls.snapshot, { channel: PredictionsPush.room(roomId), sinceSeq: 0 })).status).toBe(
      200,
    );
  });
});
