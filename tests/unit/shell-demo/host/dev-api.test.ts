import { createHmac } from 'node:crypto';
import { DevCalls } from '@src/contracts/dev-server';
import { canonicalString, DEV_SIGNING_KEY } from '@src/contracts/signature';
import { demoLogin, demoLogout } from '@shell-demo/host/src/dev-api';

const API = 'http://api.test';

function answer(body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
}

const headersOf = (fetchMock: jest.SpyInstance) => {
  const init = fetchMock.mock.calls[0]![1] as RequestInit;
  return init.headers as Record<string, string>;
};

describe('demo login', () => {
  it('posts a signed JSON request with the common headers and returns the session', async () => {
    const fetchMock = answer({ code: 1, msg: 'ok', data: { token: 't-1', uid: '1001', username: 'demo' } });

    await expect(demoLogin(`${API}/`, 'demo')).resolves.toEqual({ token: 't-1', uid: '1001', username: 'demo' });

    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`${API}${DevCalls.demoLogin}`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'demo' });
    const headers = headersOf(fetchMock);
    expect(headers).toMatchObject({ 'os-type': '1', 'app-type': '3', 'content-type': 'application/json' });
    expect(headers['device-id']).toMatch(/\S/);
    expect(headers.version).toMatch(/\S/);

    const expected = createHmac('sha256', DEV_SIGNING_KEY)
      .update(
        canonicalString({
          method: 'POST',
          path: DevCalls.demoLogin,
          timestamp: headers.timestamp!,
          pairs: [['username', 'demo']],
        }),
      )
      .digest('hex');
    expect(headers.signature).toBe(expected);
  });

  it('keeps one device id across requests', async () => {
    const fetchMock = answer({ code: 1, msg: 'ok', data: { token: 't', uid: '1' } });
    await demoLogin(API, 'a');
    await demoLogin(API, 'b');
    const [first, second] = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Record<string, string>,
    );
    expect(first!['device-id']).toBe(second!['device-id']);
  });

  it('fails with the server message when the code is not a success', async () => {
    answer({ code: 400, msg: '签名错误', data: null });
    await expect(demoLogin(API, 'demo')).rejects.toThrow('签名错误');
  });

  it('fails clearly when the session is malformed', async () => {
    answer({ code: 1, msg: 'ok', data: { uid: '1' } });
    await expect(demoLogin(API, 'demo')).rejects.toThrow(/data\.token/);
  });
});

it('says so when the development server cannot be reached', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(demoLogin(API, 'demo')).rejects.toThrow('无法连接开发服务器');
});

describe('demo logout', () => {
  it('sends the token headers, signed', async () => {
    const fetchMock = answer({ code: 1, msg: 'ok', data: null });
    await demoLogout(API, { token: 't-1', uid: '1001' });
    const headers = headersOf(fetchMock);
    expect(headers).toMatchObject({ token: 't-1', uid: '1001' });
    expect(headers.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
