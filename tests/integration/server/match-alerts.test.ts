/**
 * Match alerts over the wire: `alerts:<id>` on the development server's socket, what the /__dev
 * controls make of a forced goal, a red card and a VAR cancel, the missed-alerts call repairing a
 * gap and refusing malformed input, a streamer taken live by /__dev on its channel, and fifty followed matches on one socket beside a page's own
 * channels.
 */
import { WebSocket } from 'ws';
import { AnchorsPush } from '../../../src/contracts/anchors-push';
import { DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import { MatchAlertCalls, MatchAlertsPush, type MatchAlert } from '../../../src/contracts/match-alerts';
import { MatchCentreCalls, parseMatchCentreSnapshot } from '../../../src/contracts/match-centre';
import { MatchPush } from '../../../src/contracts/match-push';
import { readAnswer } from '../../../src/contracts/http';
import { serializeCommand } from '../../../src/contracts/push-protocol';
import type { ChannelName } from '../../../src/contracts/push';
import type { FootballMatch } from '../../../shell-demo/server/world/match-types';
import { FootballStatus } from '../../../shell-demo/server/world/status';
import { callEnvelope, devCall } from './signed-client';
import { suiteServer } from './suite-server';

interface Frame {
  type: string;
  channel?: string;
  channels?: string[];
  namespace?: string;
  name?: string;
  payload?: unknown;
  message?: string;
}

describe('development server: match alerts', () => {
  let clock = Date.UTC(2026, 10, 21, 18, 10);
  const server = suiteServer(() => clock);
  /** What the socket got in the first test: its match and its alerts. */
  let pushed: { matchId: number; alerts: MatchAlert[] } | undefined;

  /** A socket holding `channels`, with the alerts and the frames it gets. */
  const follow = async (channels: readonly ChannelName[]) => {
    const socket = new WebSocket(`ws://localhost:${server().port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const frames: Frame[] = [];
    const alerts: MatchAlert[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames.push(frame);
      if (
        frame.type === 'message' &&
        frame.namespace === MatchAlertsPush.alert.namespace &&
        frame.name === MatchAlertsPush.alert.name
      )
        alerts.push(MatchAlertsPush.alert.parse(frame.payload));
    });
    socket.send(serializeCommand({ cmd: 'subscribe', channels: [...channels] }));
    await waitFor(
      () =>
        frames.filter((frame) => frame.type === 'subscribed').flatMap((frame) => frame.channels ?? []).length >=
          channels.length || frames.some((frame) => frame.type === 'error'),
    );
    return { socket, frames, alerts };
  };
  const waitFor = async (done: () => boolean) => {
    for (let tries = 0; tries < 100 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** The simulator's next moment: a control's event, added just after the present, goes out. */
  const tick = async (alerts: readonly MatchAlert[], expected: number) => {
    clock += 1;
    server().simulator().advanceTo(clock);
    await waitFor(() => alerts.length >= expected);
    // Nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const missed = (query: Record<string, string>) =>
    callEnvelope(server().url, 'GET', MatchAlertCalls.missed.path, { query, timestamp: clock });
  const liveMatch = (): FootballMatch =>
    [...server().world().matches.values()].find(
      (match): match is FootballMatch => match.sport === 'football' && match.statusId === FootballStatus.firstHalf,
    )!;

  it('sends a forced goal, a red card and a VAR cancel of the goal as their alerts, and takes the goal off the score everywhere', async () => {
    const match = liveMatch();
    expect(match).toBeDefined();
    const { socket, alerts } = await follow([MatchAlertsPush.channel(match.id)]);
    const kept = readAnswer(
      MatchAlertCalls.missed,
      (await missed({ matchIds: String(match.id), fromSeqs: '0' })).envelope.data,
    ).alerts;
    const next = kept.length;
    expect(kept[0]).toMatchObject({ kind: 'kick-off', seq: 0, id: `${match.id}-0` });
    const [home, away] = [match.homeScore, match.awayScore];

    await devCall(server().url, 'POST', DevCalls.scoreGoal, { matchId: match.id, side: 'home' });
    await tick(alerts, 1);
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'goal',
        seq: next,
        id: `${match.id}-${next}`,
        side: 'home',
        homeScore: home + 1,
        awayScore: away,
        at: clock,
      }),
    ]);

    expect(alerts[0]!.playerName).not.toBe('');

    await devCall(server().url, 'POST', DevCalls.bookPlayer, { matchId: match.id, side: 'away', red: true });
    await tick(alerts, 2);
    expect(alerts.slice(1)).toEqual([expect.objectContaining({ kind: 'red-card', seq: next + 1, side: 'away' })]);
    expect(alerts[1]!.playerName).not.toBe('');

    await devCall(server().url, 'POST', DevCalls.varCancel, { matchId: match.id });
    expect([match.homeScore, match.awayScore]).toEqual([home, away]);
    await tick(alerts, 3);
    expect(alerts.slice(2)).toEqual([
      expect.objectContaining({
        kind: 'goal-cancelled',
        seq: next + 2,
        corrects: `${match.id}-${next}`,
        homeScore: home,
        awayScore: away,
      }),
    ]);
    // The match centre's latest event is the decision, with the score without the goal.
    const { envelope } = await callEnvelope(server().url, 'POST', MatchCentreCalls.snapshot.path, {
      form: { matchId: match.id },
      timestamp: clock,
    });
    expect(parseMatchCentreSnapshot(envelope.data).events.at(-1)).toMatchObject({
      kind: 'var',
      detail: 'goal-disallowed',
      homeScore: home,
      awayScore: away,
    });
    socket.close();
    pushed = { matchId: match.id, alerts };
  }, 30_000);

  it('refuses a VAR cancel with no goal standing, and a yellow card gives no alert', async () => {
    const match = [...server().world().matches.values()].find(
      (item): item is FootballMatch =>
        item.sport === 'football' &&
        item.statusId === FootballStatus.firstHalf &&
        item.homeScore + item.awayScore === 0 &&
        item.id !== liveMatch().id,
    );
    expect(match).toBeDefined();
    if (!match) return;
    const response = await fetch(`${server().url}${DevCalls.varCancel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: match.id }),
    });
    expect(response.status).toBe(400);
    const { socket, alerts } = await follow([MatchAlertsPush.channel(match.id)]);
    await devCall(server().url, 'POST', DevCalls.bookPlayer, { matchId: match.id, side: 'home' });
    await tick(alerts, 0);
    expect(alerts).toEqual([]);
    socket.close();
  }, 30_000);

  it('takes a streamer live now on its next scheduled match: its host-live on host:<id>, once, naming the streamer', async () => {
    const host = [...server().world().hosts.values()].find(
      (item) => item.liveStatus === 0 && item.liveSchedule.some((entry) => entry.liveStatus === 0),
    )!;
    const entry = host.liveSchedule.find((item) => item.liveStatus < 2)!;
    const { socket, frames } = await follow([AnchorsPush.host(host.id)]);
    const answer = await devCall(server().url, 'POST', DevCalls.hostLive, { hostId: host.id });
    expect(answer).toEqual({ hostId: host.id, matchId: entry.matchId });
    const isHostLive = (frame: Frame) => frame.type === 'message' && frame.name === AnchorsPush.hostLive.name;
    await waitFor(() => frames.some(isHostLive));
    expect(frames.filter(isHostLive).map((frame) => AnchorsPush.hostLive.parse(frame.payload))).toEqual([
      { hostId: host.id, liveStatus: 1, matchId: entry.matchId, scheduleLiveStatus: 1, nickName: host.nickName },
    ]);
    // The nickname as the push's own field: what `./alerts` alone on a portal's page names the streamer by.
    expect(host.nickName).not.toBe('');
    // Live already: refused, nothing pushed again.
    const again = await fetch(`${server().url}${DevCalls.hostLive}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hostId: host.id, matchId: entry.matchId }),
    });
    expect(again.status).toBe(400);
    const unknown = await fetch(`${server().url}${DevCalls.hostLive}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hostId: 999_999_999 }),
    });
    expect(unknown.status).toBe(404);
    expect(frames.filter(isHostLive)).toHaveLength(1);
    socket.close();
  }, 30_000);

  it('repairs a gap with the missed call: the alerts from the seq asked, as they were pushed', async () => {
    const { matchId, alerts } = pushed!;
    const all = readAnswer(
      MatchAlertCalls.missed,
      (await missed({ matchIds: String(matchId), fromSeqs: '0' })).envelope.data,
    ).alerts;
    expect(all.map((alert) => alert.seq)).toEqual(all.map((_alert, seq) => seq));
    const from = alerts[1]!.seq;
    // An unknown match has none.
    const { envelope } = await missed({ matchIds: `${matchId},999999999`, fromSeqs: `${from},0` });
    expect(envelope.code).toBe(ResultCode.Success);
    expect(readAnswer(MatchAlertCalls.missed, envelope.data).alerts).toEqual(alerts.slice(1));
  }, 30_000);

  it.each([
    ['no matchIds', { fromSeqs: '0' }],
    ['a match id that is not one', { matchIds: '7,x', fromSeqs: '0,0' }],
    ['a negative seq', { matchIds: '7', fromSeqs: '-1' }],
    ['fewer seqs than matches', { matchIds: '7,8', fromSeqs: '0' }],
    [
      'more than 50 matches',
      {
        matchIds: Array.from({ length: 51 }, (_, index) => index + 1).join(','),
        fromSeqs: Array(51).fill('0').join(','),
      },
    ],
  ])('refuses %s with 400', async (_case, query) => {
    const { status } = await missed(query);
    expect(status).toBe(400);
  });

  it('holds fifty followed matches on one socket beside a page’s own channels', async () => {
    const world = server().world();
    const matchIds = [...world.matches.keys()].slice(0, 80);
    const alertChannels = matchIds.slice(0, 50).map((id) => MatchAlertsPush.channel(id));
    const pageChannels = matchIds.map((id) => MatchPush.channel(id));
    const connectionsBefore = server().push.connections().length;
    const { socket, frames } = await follow([...alertChannels, ...pageChannels]);
    expect(frames.filter((frame) => frame.type === 'error')).toEqual([]);
    const subscribed = frames.filter((frame) => frame.type === 'subscribed').flatMap((frame) => frame.channels ?? []);
    expect(new Set(subscribed)).toEqual(new Set([...alertChannels, ...pageChannels]));
    expect(server().push.connections().length - connectionsBefore).toBe(1);
    socket.close();
  }, 30_000);
});
