/**
 * The development server's bounds, each met by a hostile or careless client as a probe met it:
 * refused with a 4xx, or kept within a bound, and the next caller served as before.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls, TOOL_HEADERS } from '../../../src/contracts/dev-server';
import { pairsOf, type ParamObject } from '../../../src/contracts/form-encoding';
import { Header, ResultCode, type Envelope, readAnswer } from '../../../src/contracts/http';
import { NbaCalls } from '../../../src/contracts/nba';
import { NewsCode } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { DEV_SIGNING_KEY, hmacSigner } from '../../../src/contracts/signature';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { LOGIN_LIMIT } from '../../../shell-demo/server/routes/demo-session';
import { COMMENT_LIMITS } from '../../../shell-demo/server/comment-quotas';
import { KEPT_ANSWERS } from '../../../shell-demo/server/kept-answers';
import { RawPushSocket } from '../push/push-test-support';
import { serverCalls } from './server-calls';
import { suiteServer } from './suite-server';

let clock = Date.UTC(2026, 10, 21, 12);
const started: DevServer[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<DevServer> {
  const server = await startTestServer({ simulate: false, now: () => clock, ...options });
  started.push(server);
  return server;
}

/** A suite's server with its world built before the tests (not by the first of them), and the calls to it. */
function serverWithWorld() {
  const server = suiteServer(() => clock);
  beforeAll(() => void server().world(), 60_000);
  return { server, ...serverCalls(server, () => clock) };
}

describe('requests', () => {
  const server = suiteServer(() => clock);
  const calls = serverCalls(server, () => clock);

  it('counts empty {} and [] against the 500-value limit of a JSON body (400), at the top and nested', async () => {
    const flat = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`k${index}`, index % 2 ? {} : []]));
    const nested = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, Array.from({ length: 100 }, () => ({}))]),
    );
    for (const body of [flat, nested]) {
      const { status, envelope } = await calls.send(NbaCalls.list, body as ParamObject, undefined, {
        headers: { pid: '164' },
      });
      expect(status).toBe(400);
      expect(envelope.msg).toMatch(/参数超过 500 个/);
    }
    // 500 of them is the limit, not past it: refused for what it is (no seasonId), not for its size.
    const fits = Object.fromEntries(Array.from({ length: 499 }, (_, index) => [`k${index}`, {}]));
    expect(
      (await calls.send(NbaCalls.list, fits as ParamObject, undefined, { headers: { pid: '164' } })).envelope.msg,
    ).not.toMatch(/参数超过/);
  });

  it('logs a client that drops mid-body as 499 without a stack, and answers the next request', async () => {
    const error = jest.spyOn(console, 'error');
    await new Promise<void>((resolve) => {
      const socket = connect(server().port, '127.0.0.1', () => {
        socket.write(
          `POST ${NewsCalls.commentPublish.path} HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 1000\r\n\r\nmessageId=1&con`,
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const line = server()
      .requestLog.list()
      .find((entry) => entry.path === NewsCalls.commentPublish.path);
    expect(line?.status).toBe(499);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect((await fetch(`${server().url}/`)).status).toBe(200);
  });

  it('answers CONNECT with 405 instead of leaving it hanging', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server().port, '127.0.0.1', () =>
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
      );
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      socket.setTimeout(5000, () => reject(new Error('no answer to CONNECT')));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  });
});

describe('comments', () => {
  const { server, ok, send, login } = serverWithWorld();
  const publish = (session: SessionInfo, tipId: number, content: string) =>
    send(NewsCalls.commentPublish, { messageId: tipId, content }, session);

  it('rate-limits publishing per user (429), caps what one user keeps on a tip, and 我的评论 lists what was kept', async () => {
    const tipId = [...server().world().tips.keys()][0]!;
    const writer = await login('bounds-writer');
    for (let index = 0; index < COMMENT_LIMITS.perUserWindow; index += 1)
      await ok(NewsCalls.commentPublish, { messageId: tipId, content: `第${index}条` }, writer);
    const flooded = await publish(writer, tipId, '再来一条');
    expect({ status: flooded.status, code: flooded.envelope.code, msg: flooded.envelope.msg }).toEqual({
      status: 429,
      code: 429,
      msg: '评论太频繁，请稍后再试',
    });
    // Another user is not held back by the first one's flood.
    await ok(NewsCalls.commentPublish, { messageId: tipId, content: '我也说一句' }, await login('bounds-reader'));
    // The next window publishes again, up to what one user may keep on one tip.
    while (true) {
      clock += COMMENT_LIMITS.windowMs;
      const { status } = await publish(writer, tipId, '下一窗口');
      if (status !== 200) break;
      for (let index = 1; index < COMMENT_LIMITS.perUserWindow; index += 1) {
        if ((await publish(writer, tipId, '下一窗口')).status !== 200) break;
      }
    }
    clock += COMMENT_LIMITS.windowMs;
    const capped = await publish(writer, tipId, '超出上限');
    expect({ status: capped.status, msg: capped.envelope.msg }).toEqual({
      status: 429,
      msg: `每条爆料最多发表 ${COMMENT_LIMITS.perUserTip} 条评论`,
    });
    const mine = readAnswer(
      NewsCalls.commentList,
      await ok(NewsCalls.myComments, { messageId: tipId, page: 1, size: 10 }, writer),
    );
    expect(mine.total).toBe(COMMENT_LIMITS.perUserTip);
  }, 120_000);
});

describe('purchases', () => {
  const { server, send, login } = serverWithWorld();
  const buy = (session: SessionInfo, messageId: number, key: string) =>
    send(NewsCalls.buy, { messageId, idempotencyKey: key }, session);

  it("keeps each user's replays apart: one user's flood of keys forgets that user's answers, not another's", async () => {
    const onSale = [...server().world().tips.values()].filter((tip) => tip.goldPrice > 0 && tip.result === 'waiting');
    const notForSale = [...server().world().tips.values()].find((tip) => tip.goldPrice === 0)!;
    const [forBob, forFlooder] = onSale;
    const bob = await login('bounds-bob');
    const flooder = await login('bounds-flooder');
    const bobsAnswer = await buy(bob, forBob!.id, 'bob-intent-0001');
    expect(bobsAnswer.envelope.code).toBe(1);
    expect((await buy(flooder, forFlooder!.id, 'flood-intent-first')).envelope.code).toBe(1);
    for (let index = 0; index < KEPT_ANSWERS.maxEntries; index += 1) {
      expect((await buy(flooder, notForSale.id, `flood-intent-${index}`)).envelope.code).toBe(NewsCode.NotForSale);
    }
    // Bob's retry replays his answer; the flooder's first answer is gone from the flooder's own store.
    expect((await buy(bob, forBob!.id, 'bob-intent-0001')).envelope).toEqual(bobsAnswer.envelope);
    expect((await buy(flooder, forFlooder!.id, 'flood-intent-first')).envelope.code).toBe(NewsCode.AlreadyBought);
  }, 120_000);
});

describe('push channels', () => {
  const push = { maxChannels: 40, maxSubscriptions: 60, maxChannelsPerIp: 40, maxSubscriptionsPerIp: 60 };
  const server = suiteServer(() => clock, { push });

  it("bounds an address's channels and subscriptions, gives them back as its sockets close, and keeps no record of a channel nobody publishes on", async () => {
    const url = `ws://localhost:${server().port}/ws`;
    const channels = Array.from({ length: 45 }, (_, index) => `probe:${index}`);
    const first = await RawPushSocket.open(url);
    first.send({ cmd: 'subscribe', channels });
    await first.next('error', (message) => message.message === 'at most 40 channels per address');
    expect((await first.next('subscribed')).channels).toHaveLength(40);
    expect(server().push.channelCounts()).toEqual({ channels: 40, published: 0, subscriptions: 40 });

    const second = await RawPushSocket.open(url);
    second.send({ cmd: 'subscribe', channels: channels.slice(0, 30) });
    await second.next('error', (message) => message.message === 'at most 60 subscriptions per address');
    expect((await second.next('subscribed')).channels).toHaveLength(20);

    first.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server().push.channelCounts()).toEqual({ channels: 20, published: 0, subscriptions: 20 });
    second.socket.close();
  });
});

describe('logins', () => {
  /** The demo login from a given local address (another client, to the server). */
  async function loginFrom(server: DevServer, localAddress: string, username: string) {
    const timestamp = String(clock);
    const signature = await hmacSigner(DEV_SIGNING_KEY)({
      method: 'POST',
      path: DevCalls.demoLogin,
      timestamp,
      pairs: pairsOf({}, { username }),
    });
    const headers = {
      ...TOOL_HEADERS,
      [Header.Timestamp]: timestamp,
      [Header.Signature]: signature,
      'content-type': 'application/json',
    };
    return new Promise<{ status: number; envelope: Envelope<SessionInfo> }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: server.port, path: DevCalls.demoLogin, method: 'POST', headers, localAddress },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, envelope: JSON.parse(body) as Envelope<SessionInfo> }),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ username }));
    });
  }

  it('rate-limits logins per client (429 past the window), and takes them again in the next window', async () => {
    const server = await start();
    for (let index = 0; index < LOGIN_LIMIT.perWindow; index += 1) {
      expect((await loginFrom(server, '127.0.0.1', `flood${index}`)).status).toBe(200);
    }
    const refused = await loginFrom(server, '127.0.0.1', 'flood-more');
    expect({ status: refused.status, code: refused.envelope.code, msg: refused.envelope.msg }).toEqual({
      status: 429,
      code: 429,
      msg: '登录太频繁，请稍后再试',
    });
    // Another client logs in meanwhile.
    expect((await loginFrom(server, '127.0.0.2', 'someone')).status).toBe(200);
    clock += LOGIN_LIMIT.windowMs;
    expect((await loginFrom(server, '127.0.0.1', 'flood-again')).status).toBe(200);
  }, 60_000);

  it("keeps live sessions at the count: a client's logins replace its own, a newcomer takes the largest client's oldest", async () => {
    const server = await start({ maxSessions: 4 });
    const { ok, send } = serverCalls(
      () => server,
      () => clock,
    );
    const alice = (await loginFrom(server, '127.0.0.2', 'alice')).envelope.data;
    const flood: SessionInfo[] = [];
    for (let index = 0; index < 10; index += 1) {
      const login = await loginFrom(server, '127.0.0.1', `anonymous${index}`);
      expect(login.status).toBe(200);
      flood.push(login.envelope.data);
    }
    // Alice's session outlived the flood.
    expect(await ok(NewsCalls.myOrders, { page: 1 }, alice)).toMatchObject({ total: 0 });
    const newcomer = await loginFrom(server, '127.0.0.3', 'bob');
    expect({ status: newcomer.status, code: newcomer.envelope.code }).toEqual({ status: 200, code: 1 });
    expect(await ok(NewsCalls.myOrders, { page: 1 }, newcomer.envelope.data)).toMatchObject({ total: 0 });
    expect(await ok(NewsCalls.myOrders, { page: 1 }, alice)).toMatchObject({ total: 0 });
    // The flooding client kept the most: its oldest live session made room.
    expect((await send(NewsCalls.myOrders, { page: 1 }, flood[7])).envelope.code).toBe(ResultCode.TokenExpired);
    expect(await ok(NewsCalls.myOrders, { page: 1 }, flood[8])).toMatchObject({ total: 0 });
  }, 60_000);
});
