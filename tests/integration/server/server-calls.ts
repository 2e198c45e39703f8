/**
 * The calls of the server tests, once: a call encoded as its contract says and
 * signed at the test's clock, a call that must succeed (`ok`), one that must fail (`fails`), one
 * refused with a message (`refuses`) and the demo login. Give it the started server and the clock
 * the server runs on, and the local address to call from to be another client (fair-share.ts).
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import { ResultCode, type CallSpec } from '../../../src/contracts/http';
import { callEnvelope, type CallOptions } from './signed-client';

/** The success code of a call: the node services (`/ssapi`) answer 0, the java ones 1. */
export const successCodeOf = (spec: CallSpec): number =>
  spec.path.startsWith('/ssapi/') ? ResultCode.NodeSuccess : ResultCode.Success;

export function serverCalls(server: () => { url: string }, clock: () => number, localAddress?: string) {
  /** The call as its contract encodes it (query, form or JSON), signed at the server's clock. */
  async function send(
    spec: CallSpec,
    params: ParamObject = {},
    session?: SessionInfo,
    extra: Partial<CallOptions> = {},
  ) {
    const encoded =
      spec.encoding === 'query' ? { query: params } : spec.encoding === 'json' ? { json: params } : { form: params };
    const { status, envelope } = await callEnvelope(server().url, spec.method, spec.path, {
      ...encoded,
      session,
      timestamp: clock(),
      localAddress,
      ...extra,
    });
    return { status, envelope, data: envelope.data, bytes: Buffer.byteLength(JSON.stringify(envelope)) };
  }

  /** The data of a call that must succeed: HTTP 200, the path's success code, `success`. */
  async function ok(
    spec: CallSpec,
    params: ParamObject = {},
    session?: SessionInfo,
    extra: Partial<CallOptions> = {},
  ): Promise<unknown> {
    const { status, envelope } = await send(spec, params, session, extra);
    expect(status).toBe(200);
    expect({ code: envelope.code, msg: envelope.msg }).toEqual({ code: successCodeOf(spec), msg: 'success' });
    return envelope.data;
  }

  /** The envelope of a call that must fail: not the success code, no data. */
  async function fails(spec: CallSpec, params: ParamObject = {}, session?: SessionInfo) {
    const { envelope } = await send(spec, params, session);
    expect(envelope.code).not.toBe(successCodeOf(spec));
    expect(envelope.data).toBeNull();
    return envelope;
  }

  /**
   * A call refused with `message`: a malformed parameter is HTTP 400 and code 10001, an unknown id
   * a business answer (HTTP 200) with NoSuchItem (the app's not-found state).
   */
  async function refuses(spec: CallSpec, params: ParamObject, message: RegExp, extra: Partial<CallOptions> = {}) {
    const { status, envelope } = await send(spec, params, undefined, extra);
    expect(status).toBe(envelope.msg.startsWith('参数错误') ? 400 : 200);
    expect(envelope).toEqual({
      code: /不存在/.test(envelope.msg) ? ResultCode.NoSuchItem : 10001,
      msg: expect.stringMatching(message),
      data: null,
    });
  }

  /** A demo user's session (the development server's login). */
  async function login(username: string): Promise<SessionInfo> {
    const { envelope } = await callEnvelope<SessionInfo>(server().url, 'POST', DevCalls.demoLogin, {
      json: { username },
      timestamp: clock(),
      localAddress,
    });
    return envelope.data;
  }

  return { send, ok, fails, refuses, login };
}
