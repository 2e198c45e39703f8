import { WebSocket } from 'ws';
import { DevCalls } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import { parseDomainList, SystemCalls } from '../../../src/contracts/system';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { callEnvelope } from './signed-client';

describe('development server: push socket', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const open = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });

  it('accepts a WebSocket on the push address of the domain list and keeps it open', async () => {
    const { envelope } = await callEnvelope(server.url, 'POST', SystemCalls.domainList.path);
    expect(envelope.code).toBe(ResultCode.Success);
    const [pushUrl] = parseDomainList(envelope.data).push;
    const socket = await open(pushUrl!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(server.push.connections()).toHaveLength(1);

    // The hub can reach the client (the push protocol builds on this).
    const received = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    server.push.broadcast({ type: 'hello' });
    expect(JSON.parse(await received)).toEqual({ type: 'hello' });
    socket.close();
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    await expect(open(`ws://localhost:${server.port}/other`)).rejects.toThrow();
  });

  it('QA can take the push service down (sockets cut, new ones refused) and bring it back', async () => {
    const socket = await open(`ws://localhost:${server.port}/ws`);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const control = (accepting: unknown) =>
      fetch(`${server.url}${DevCalls.push}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accepting }),
      });
    expect((await control(false)).status).toBe(200);
    await closed;
    await expect(open(`ws://localhost:${server.port}/ws`)).rejects.toThrow();
    expect(await (await fetch(`${server.url}${DevCalls.push}`)).json()).toEqual({ accepting: false });
    expect((await control('yes')).status).toBe(400);
    expect((await control(true)).status).toBe(200);
    const again = await open(`ws://localhost:${server.port}/ws`);
    expect(again.readyState).toBe(WebSocket.OPEN);
    again.close();
  });

  it('closes open sockets when the server closes', async () => {
    const own = await startTestServer();
    const socket = await open(`ws://localhost:${own.port}/ws`);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await own.close();
    await closed;
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });
});
