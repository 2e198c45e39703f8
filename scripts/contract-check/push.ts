/**
 * The push group (src/contracts/push.ts): a WebSocket to the domain list's first push address,
 * subscribe → `subscribed` with the channel's seq, messages numbered +1, and a gap — a goal
 * scored while the kit is not subscribed (development server) — repaired by the snapshot call.
 */
import WebSocket from 'ws';
import { AnchorCalls } from '../../src/contracts/anchors';
import { parseStreamerMatchInfo, AnchorRoomCalls } from '../../src/contracts/anchors-room';
import { DevCalls } from '../../src/contracts/dev-server';
import { parseDomainList, SystemCalls } from '../../src/contracts/system';
import {
  PushCalls,
  parsePushSnapshot,
  parseServerMessage,
  serializeCommand,
  type PushServerMessage,
} from '../../src/contracts/push-protocol';
import { AnchorsPush } from '../../src/contracts/anchors-push';
import { MatchPush } from '../../src/contracts/match-push';
import type { Json } from '../../src/contracts/parse';
import type { ApiClient } from './api-client';
import { checkMatchCentre } from './match-centre';
import { checkMatchTracker } from './match-tracker';
import { checkRoomCrowd } from './room-crowd';
import { Checks, assert } from './types';

/** A push socket that keeps every server message and waits for the one wanted. */
class PushSocket {
  readonly messages: PushServerMessage[] = [];
  private waiters: (() => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(parseServerMessage(JSON.parse(String(data)) as Json));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string, timeoutMs: number): Promise<PushSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => reject(new Error(`${url}: not open within ${timeoutMs} ms`)), timeoutMs);
      socket.once('open', () => {
        clearTimeout(timer);
        resolve(new PushSocket(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  send(command: Parameters<typeof serializeCommand>[0]): void {
    this.socket.send(serializeCommand(command));
  }

  async waitFor<T extends PushServerMessage>(
    test: (message: PushServerMessage) => message is T,
    timeoutMs: number,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no such push message within ${timeoutMs} ms (got: ${this.messages.map((message) => message.type).join(', ') || 'nothing'})`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

const isSubscribed = (message: PushServerMessage): message is Extract<PushServerMessage, { type: 'subscribed' }> =>
  message.type === 'subscribed';

/** A live streamer on a football match (a goal can be scored on it through the dev call). */
async function liveFootball(api: ApiClient): Promise<{ matchId: number; liveRoomId: number }> {
  const { envelope } = await api.call<{ id?: number; hostId?: number; liveStatus?: number }[]>(
    AnchorCalls.hostList.path,
    { form: {} },
  );
  for (const host of (envelope.data ?? []).filter((row) => row.liveStatus === 1).slice(0, 60)) {
    const hostId = host.id ?? host.hostId;
    const info = parseStreamerMatchInfo(
      (await api.call(AnchorRoomCalls.hostLiveMatchInfo.path, { form: { hostId } })).envelope.data as Json,
    );
    if (info && info.matchTypeId === 1) return info;
  }
  throw new Error('no streamer on a football match');
}

export async function checkPush(api: ApiClient, devServer: boolean, timeoutMs: number): Promise<Checks> {
  const checks = new Checks('push');
  let pushUrl = '';
  await checks.check('the domain list gives a push address', async () => {
    const { envelope } = await api.call(SystemCalls.domainList.path, { form: {} });
    pushUrl = parseDomainList(envelope.data as Json).push[0] ?? '';
    assert(/^wss?:\/\//.test(pushUrl), `push address ${JSON.stringify(pushUrl)}`);
    return pushUrl;
  });
  if (!pushUrl) return checks;
  await checkMatchCentre(checks, api, async () => (await liveFootball(api)).matchId);
  await checkMatchTracker(checks, api, async () => (await liveFootball(api)).matchId);
  await checkRoomCrowd(checks, api, async () => (await liveFootball(api)).liveRoomId, devServer);

  if (!devServer) {
    await checks.check("subscribe answers the channel's seq", async () => {
      const socket = await PushSocket.open(pushUrl, timeoutMs);
      try {
        socket.send({ cmd: 'subscribe', channels: [AnchorsPush.live] });
        const subscribed = await socket.waitFor(isSubscribed, timeoutMs);
        return `${AnchorsPush.live} at seq ${subscribed.seq[AnchorsPush.live]}, epoch ${subscribed.epoch}`;
      } finally {
        socket.close();
      }
    });
    checks.pass('sequence and gap repair', 'not provoked: the API is not the development server (no goal call)');
    return checks;
  }

  let matchId = 0;
  let channel = '';
  let lastSeq = 0;
  const goal = () => api.dev<{ homeScore: number }>('POST', DevCalls.scoreGoal, { matchId, side: 'home' });
  const first = await checks.check("subscribe answers the channel's seq and epoch", async () => {
    matchId = (await liveFootball(api)).matchId;
    channel = MatchPush.channel(matchId);
    const socket = await PushSocket.open(pushUrl, timeoutMs);
    try {
      socket.send({ cmd: 'subscribe', channels: [channel] });
      const subscribed = await socket.waitFor(isSubscribed, timeoutMs);
      const start = subscribed.seq[channel]!;
      assert(subscribed.epoch !== '', 'no epoch');
      await goal();
      const isOurs = (message: PushServerMessage): message is Extract<PushServerMessage, { type: 'message' }> =>
        message.type === 'message' && message.channel === channel;
      await socket.waitFor(isOurs, timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const seqs = socket.messages.filter(isOurs).map((message) => message.seq);
      const steps = seqs.every((seq, index) => seq === start + index + 1);
      checks.expect(
        'sequence numbers go up by one',
        steps,
        `${channel}: subscribed at ${start}, then ${seqs.join(', ')}`,
      );
      lastSeq = seqs.at(-1)!;
      return `${channel} at seq ${start}, epoch ${subscribed.epoch}`;
    } finally {
      socket.close();
    }
  });
  if (!first) return checks;
  await checks.check('a gap is repaired by the snapshot call', async () => {
    const { homeScore } = await goal();
    const socket = await PushSocket.open(pushUrl, timeoutMs);
    try {
      socket.send({ cmd: 'subscribe', channels: [channel] });
      const current = (await socket.waitFor(isSubscribed, timeoutMs)).seq[channel]!;
      assert(current > lastSeq, `no gap to repair: seq ${current} after ${lastSeq}`);
      const { envelope } = await api.call(PushCalls.snapshot.path, { form: { channel, sinceSeq: lastSeq } });
      assert(envelope.code === 1, `snapshot → code ${envelope.code} ${envelope.msg}`);
      const snapshot = parsePushSnapshot(envelope.data as Json);
      // A live match's channel moves on every second (the tracker's states): the snapshot, asked
      // after the subscription, may already hold a later message.
      assert(snapshot.seq >= current, `snapshot seq ${snapshot.seq}, behind the channel's ${current}`);
      assert(
        snapshot.entries.length > 0 && snapshot.entries.every((entry) => entry.seq > lastSeq),
        `entries ${snapshot.entries.map((entry) => entry.seq).join(', ') || 'none'} after ${lastSeq}`,
      );
      const ordered = snapshot.entries.every((entry, index, all) => index === 0 || entry.seq > all[index - 1]!.seq);
      assert(ordered, 'entries not in seq order');
      const scores = snapshot.entries
        .map((entry) => (entry.payload as { homeScore?: number } | null)?.homeScore)
        .filter((score) => score !== undefined);
      assert(scores.includes(homeScore), `the missed score ${homeScore} is not in the snapshot (${scores.join(', ')})`);
      return `missed ${lastSeq + 1}..${current}; snapshot answered ${snapshot.entries.length} entr(ies) up to seq ${snapshot.seq} with the score`;
    } finally {
      socket.close();
    }
  });
  return checks;
}
