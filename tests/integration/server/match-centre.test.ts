/**
 * The match centre over the wire: the snapshot call and the `match.event` push
 * messages of the development server, read with the contract's parsers.
 */
import { WebSocket } from 'ws';
import { MatchCentreCalls, parseMatchCentreSnapshot } from '../../../src/contracts/match-centre';
import { MatchCentrePush, type MatchCentreEvent } from '../../../src/contracts/match-centre-push';
import { ResultCode } from '../../../src/contracts/http';
import { MatchPush } from '../../../src/contracts/match-push';
import { serializeCommand } from '../../../src/contracts/push-protocol';
import { MINUTE } from '../../../shell-demo/server/world/clock';
import { FootballStatus } from '../../../shell-demo/server/world/status';
import { callEnvelope } from './signed-client';
import { suiteServer } from './suite-server';

describe('development server: match centre', () => {
  let clock = Date.UTC(2026, 10, 21, 18, 10);
  const server = suiteServer(() => clock);

  const snapshot = async (matchId: number) => {
    const { envelope } = await callEnvelope(server().url, 'POST', MatchCentreCalls.snapshot.path, {
      form: { matchId },
      timestamp: clock,
    });
    return envelope;
  };

  it('serves a live match so far — line-ups and events up to now — and pushes what follows', async () => {
    const world = server().world();
    const live = [...world.matches.values()].find(
      (match) => match.sport === 'football' && match.statusId === FootballStatus.firstHalf,
    )!;
    expect(live).toBeDefined();
    const envelope = await snapshot(live.id);
    expect(envelope.code).toBe(ResultCode.Success);
    const joined = parseMatchCentreSnapshot(envelope.data);
    expect(joined.sport).toBe('football');
    expect(joined.home.players.filter((player) => player.starter)).toHaveLength(11);
    expect(joined.home.formation).toMatch(/^\d-\d-\d$/);
    expect(joined.events[0]).toMatchObject({ kind: 'period', detail: 'kick-off', index: 0 });
    expect(joined.events.every((event) => event.at <= clock)).toBe(true);
    expect(joined.nextIndex).toBe(joined.events.length);

    const socket = new WebSocket(`ws://localhost:${server().port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const pushed: MatchCentreEvent[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        namespace?: string;
        name?: string;
        payload?: unknown;
      };
      if (
        message.type === 'message' &&
        message.namespace === MatchCentrePush.event.namespace &&
        message.name === MatchCentrePush.event.name
      )
        pushed.push(MatchCentrePush.event.parse(message.payload));
    });
    const subscribed = new Promise((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'subscribed') resolve(undefined);
      }),
    );
    socket.send(serializeCommand({ cmd: 'subscribe', channels: [MatchPush.channel(live.id)] }));
    await subscribed;
    clock += 10 * MINUTE;
    server().simulator().advanceTo(clock);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();

    expect(pushed.length).toBeGreaterThan(5);
    expect(pushed.map((event) => event.index)).toEqual(pushed.map((_, position) => joined.nextIndex + position));
    const after = parseMatchCentreSnapshot((await snapshot(live.id)).data);
    expect(after.events).toEqual([...joined.events, ...pushed]);
  }, 30_000);

  it('answers a match not started with its line-up-less, event-less centre, and an unknown match with 10004 (no such item)', async () => {
    const world = server().world();
    const upcoming = [...world.matches.values()].find((match) => match.statusId === FootballStatus.notStarted)!;
    const data = parseMatchCentreSnapshot((await snapshot(upcoming.id)).data);
    expect(data.events).toEqual([]);
    expect((await snapshot(987_654_321)).code).toBe(10004);
  }, 30_000);
});
