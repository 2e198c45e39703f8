/**
 * The living world reaches the app: the simulator moves a live match, the development server
 * publishes its live fields on `match:<id>`, and the app's PushClient applies them.
 */
import { WebSocket } from 'ws';
import { MatchMessage, parseMatchLivePayload, PushChannel, PushNamespace, type MatchLivePayload } from '../../../src/contracts/push';
import { PushClient, type PushSocketConstructor } from '../../../src/platform/socket/push-client';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import { waitFor } from './push-test-support';

jest.setTimeout(30_000);

let server: DevServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startDevServer({ port: 0, quiet: true, simulate: false, now: () => clock });
});
afterAll(async () => {
  await server.close();
});

it('a simulated live match pushes its status, clock and score to a subscribed client', async () => {
  const world = server.world();
  const live = [...world.matches.values()].find((match) => match.sport === 'football' && [2, 4].includes(match.statusId));
  expect(live).toBeDefined();

  const applied: MatchLivePayload[] = [];
  const client = new PushClient({ WebSocket: WebSocket as unknown as PushSocketConstructor, page: null, log: () => undefined });
  for (const name of Object.values(MatchMessage).filter((name) => name !== MatchMessage.Goal)) {
    client.registerHandler(PushNamespace.Match, name, { mode: 'latest', parse: parseMatchLivePayload, key: (value) => String(value.matchId), apply: (value) => applied.push(value) });
  }
  client.connect(`${server.url.replace(/^http/, 'ws')}/ws`);
  client.subscribe([PushChannel.match(live!.id)]);
  await waitFor(() => client.status === 'open' && client.lastSeqOf(PushChannel.match(live!.id)) !== null, 'subscribed');

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
  const live = [...world.matches.values()].find((match) => match.sport === 'football' && [2, 4].includes(match.statusId))!;
  const before = live.homeScore;
  const applied: MatchLivePayload[] = [];
  const client = new PushClient({ WebSocket: WebSocket as unknown as PushSocketConstructor, page: null, log: () => undefined });
  client.registerHandler(PushNamespace.Match, MatchMessage.Score, { mode: 'latest', parse: parseMatchLivePayload, key: (value) => String(value.matchId), apply: (value) => applied.push(value) });
  client.connect(`${server.url.replace(/^http/, 'ws')}/ws`);
  client.subscribe([PushChannel.match(live.id)]);
  await waitFor(() => client.lastSeqOf(PushChannel.match(live.id)) !== null, 'subscribed');
  const response = await fetch(`${server.url}/__dev/world/goal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId: live.id, side: 'home' }) });
  expect(response.status).toBe(200);
  await waitFor(() => applied.length > 0, 'the pushed goal');
  expect(applied.at(-1)).toMatchObject({ matchId: live.id, homeScore: before + 1 });
  client.dispose();
});
