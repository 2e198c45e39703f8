/**
 * The living world reaches the app: the simulator moves a live match, the development server
 * publishes its live fields on `match:<id>`, and the app's PushClient applies them.
 */
import { AnchorsPush } from '../../../src/contracts/anchors-push';
import { MatchPush, type MatchLivePayload } from '../../../src/contracts/match-push';
import { NewsPush, type TipSettledPayload } from '../../../src/contracts/news-push';
import { PushClient } from '../../../src/platform/socket/push-client';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { connectedClient, waitFor } from './push-test-support';

jest.setTimeout(30_000);

let server: DevServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ port: 0, quiet: true, simulate: false, now: () => clock });
});
afterAll(async () => {
  await server.close();
});

it('a simulated live match pushes its status, clock and score to a subscribed client', async () => {
  const world = server.world();
  const live = [...world.matches.values()].find(
    (match) => match.sport === 'football' && [2, 4].includes(match.statusId),
  );
  expect(live).toBeDefined();

  const applied: MatchLivePayload[] = [];
  const client = connectedClient(server.url);
  for (const message of [MatchPush.status, MatchPush.score, MatchPush.clock]) {
    client.registerHandler(message, { apply: (value) => applied.push(value) });
  }
  client.subscribe([MatchPush.channel(live!.id)]);
  await waitFor(() => client.status === 'open' && client.lastSeqOf(MatchPush.channel(live!.id)) !== null, 'subscribed');

  clock += 10 * 60_000;
  server.simulator().advanceTo(clock);
  await waitFor(() => applied.length > 0, 'a live update');
  const latest = applied.at(-1)!;
  expect(latest.matchId).toBe(live!.id);
  expect(latest.statusId).toBe(world.matches.get(live!.id)!.statusId);
  expect(latest.homeScore).toBe(world.matches.get(live!.id)!.homeScore);
  client.dispose();
});

it('a goal scored through the QA control is pushed like a simulated one', async () => {
  const world = server.world();
  const live = [...world.matches.values()].find(
    (match) => match.sport === 'football' && [2, 4].includes(match.statusId),
  )!;
  const before = live.homeScore;
  const applied: MatchLivePayload[] = [];
  const client = connectedClient(server.url);
  client.registerHandler(MatchPush.score, { apply: (value) => applied.push(value) });
  client.subscribe([MatchPush.channel(live.id)]);
  await waitFor(() => client.lastSeqOf(MatchPush.channel(live.id)) !== null, 'subscribed');
  const response = await fetch(`${server.url}/__dev/world/goal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId: live.id, side: 'home' }),
  });
  expect(response.status).toBe(200);
  await waitFor(() => applied.length > 0, 'the pushed goal');
  expect(applied.at(-1)).toMatchObject({ matchId: live.id, homeScore: before + 1 });
  client.dispose();
});

it("publishes only declared messages, on the channels they are declared on, with their parser's payload", async () => {
  const hub = server.push;
  const payload: MatchLivePayload = {
    matchId: 1,
    sport: 'football',
    statusId: 2,
    homeScore: 0,
    awayScore: 0,
    minute: 1,
    extraMinute: 0,
    period: 0,
    clockSeconds: 0,
    homePenaltyScore: null,
    awayPenaltyScore: null,
  };
  const before = await hub.currentSeq(MatchPush.channel(1));
  expect(hub.publish(MatchPush.score, MatchPush.channel(1), payload, { deliver: false })).toBe(before + 1);
  // The declaration's key and mode decide what the snapshot keeps: the latest value per match, no goals.
  hub.publish(MatchPush.goal, MatchPush.channel(1), { matchId: 1, homeScore: 1, awayScore: 0 });
  expect((await hub.snapshot(MatchPush.channel(1), before)).entries).toEqual([
    expect.objectContaining({ namespace: 'match', name: 'score', key: '1', payload }),
  ]);
  expect(() => hub.publish(MatchPush.score, AnchorsPush.live, payload)).toThrow(/not declared on anchors:live/);
  // A payload that is not what the message's parser reads does not compile.
  // @ts-expect-error -- homeScore, sport, ... are missing
  expect(() => hub.publish(MatchPush.score, MatchPush.channel(1), { matchId: 1 }, { deliver: false })).not.toThrow();
  // @ts-expect-error -- a tip is not a match value
  expect(() => hub.publish(NewsPush.tipSettled, NewsPush.tips, payload, { deliver: false })).not.toThrow();
});

it("the client's handlers take the declaration's payload type", () => {
  const client = new PushClient({ page: null, log: () => undefined });
  const onTip = (tip: TipSettledPayload) => tip.tipId;
  // @ts-expect-error -- a tip handler cannot apply match values
  const unregister = client.registerHandler(MatchPush.score, { apply: onTip });
  unregister();
  expect(() => client.registerHandler(NewsPush.tipSettled, { apply: onTip })).not.toThrow();
  client.dispose();
});
