/**
 * The development server's demo login and logout, and the common config the portal reads as the
 * remote does (its sport path). They are signed like every API call (src/contracts/signature.ts)
 * and carry the common headers of src/contracts/http.ts.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls, DevControlCalls } from '../../../src/contracts/dev-server';
import { pairsOf, type ParamObject } from '../../../src/contracts/form-encoding';
import { DEFAULT_SPORT_PATH, isSportPath } from '../../../src/contracts/host-routes';
import { AppType, Header, OsType, SUCCESS_CODES, type BodyEncoding } from '../../../src/contracts/http';
import { asObject, asString, optional } from '../../../src/contracts/parse';
import { DEV_SIGNING_KEY, hmacSigner } from '../../../src/contracts/signature';
import { SystemCalls } from '../../../src/contracts/system';

export const SHELL_DEMO_VERSION = '1.0.0';
const DEVICE_ID_KEY = 'shell-demo:device-id';
const sign = hmacSigner(DEV_SIGNING_KEY);

export async function demoLogin(apiBaseUrl: string, username: string): Promise<SessionInfo> {
  const data = await postSigned(apiBaseUrl, DevCalls.demoLogin, { username });
  const row = asObject(data, 'data');
  const readOptional = optional(asString);
  const headUrl = readOptional(row.headUrl, 'data.headUrl');
  return {
    token: asString(row.token, 'data.token'),
    uid: asString(row.uid, 'data.uid'),
    username: readOptional(row.username, 'data.username') ?? username,
    ...(headUrl ? { headUrl } : {}),
  };
}

export async function demoLogout(apiBaseUrl: string, session: SessionInfo): Promise<void> {
  await postSigned(apiBaseUrl, DevCalls.demoLogout, {}, { [Header.Token]: session.token, [Header.Uid]: session.uid });
}

/**
 * The portal's sport path: the common config's `stSportPath` (the remote's jumps start with it),
 * or the default when it names none fit for a path — as the remote falls back.
 */
export async function fetchSportPath(apiBaseUrl: string): Promise<string> {
  const call = SystemCalls.commonConfig;
  const { stSportPath } = call.answer(await postSigned(apiBaseUrl, call.path, {}, {}, call.encoding), 'data');
  return isSportPath(stSportPath) ? stSportPath : DEFAULT_SPORT_PATH;
}

/**
 * Which gateway of the development server the address reaches (its health answer names it):
 * several may stand behind one address on NATS (docs/scaling.md).
 */
export async function fetchGateway(apiBaseUrl: string): Promise<string> {
  const call = DevControlCalls.health;
  const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}${call.path}`);
  if (!response.ok) throw new Error(`health ${response.status}`);
  return call.answer(await response.json(), 'health').gateway;
}

/** A signed POST in a declared call's encoding (the server holds each to its own; a POST's is form or JSON), JSON for the server's own calls. */
async function postSigned(
  apiBaseUrl: string,
  path: string,
  body: ParamObject,
  extraHeaders: Record<string, string> = {},
  encoding: BodyEncoding = 'json',
): Promise<unknown> {
  const timestamp = String(Date.now());
  const signature = await sign({ method: 'POST', path, timestamp, pairs: pairsOf(undefined, body) });
  const baseUrl = apiBaseUrl.replace(/\/+$/, '');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      [Header.DeviceId]: deviceId(),
      [Header.OsType]: String(OsType.Default),
      [Header.Timestamp]: timestamp,
      [Header.Version]: SHELL_DEMO_VERSION,
      [Header.AppType]: String(AppType.Web),
      [Header.Signature]: signature,
      ...extraHeaders,
    },
    body: encoding === 'json' ? JSON.stringify(body) : new URLSearchParams(pairsOf(undefined, body)).toString(),
  }).catch(() => {
    throw new Error(`无法连接开发服务器（${baseUrl}）`);
  });
  const envelope = asObject(await response.json().catch(() => null), 'body');
  const code = Number(envelope.code);
  if (!SUCCESS_CODES.includes(code)) {
    throw new Error(typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : `请求失败（${code}）`);
  }
  return envelope.data;
}

/** The device id of the demo browser, kept like the app keeps its own. */
function deviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = `shell-demo-${globalThis.crypto.randomUUID()}`;
    window.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return 'shell-demo-device';
  }
}
