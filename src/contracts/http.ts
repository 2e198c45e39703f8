/**
 * The HTTP contract with the backend: envelope, result codes,
 * request headers and header codes. Shared by the app, the development server and tests.
 */

/** Every response body: `{ code, msg, data }`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ResultCode = {
  /** Success of the node (`/ssapi`) services. */
  NodeSuccess: 0,
  /** Success of the java (`/api/forehead`) services. */
  Success: 1,
  /** No user — also used for a missing or wrong request signature. */
  NoUser: 400,
  Forbidden: 403,
  /** Token expired: the stored token and uid are removed. */
  TokenExpired: 405,
  /** Kicked out by a newer login: the stored token and uid are removed. */
  TokenKicked: 505,
  SecondaryExpired: 14010,
  WrongImageCode: 200025,
  ValidationCode: 200028,
  /**
   * The thing a call names (a tip, an expert, a bettor, a team, a player...) does not exist.
   * The backend's error list names no code for it; this is our reading, sent by the development server, so a
   * stale link shows "not found" and not a network fault. A backend with another code for it
   * only has to change this line.
   */
  NoSuchItem: 10004,
} as const;

export const SUCCESS_CODES: readonly number[] = [ResultCode.NodeSuccess, ResultCode.Success];
export const SESSION_ENDED_CODES: readonly number[] = [ResultCode.TokenExpired, ResultCode.TokenKicked];
/** Codes the client knows; any other failing code is reported to monitoring. */
export const KNOWN_CODES: readonly number[] = Object.values(ResultCode);

/** Request header names (lower case, as HTTP/2 and Node see them). */
export const Header = {
  DeviceId: 'device-id',
  OsType: 'os-type',
  Timestamp: 'timestamp',
  Version: 'version',
  Token: 'token',
  Uid: 'uid',
  Signature: 'signature',
  AppType: 'app-type',
  /**
   * DeviceType's code. The spec lists the device type among the request headers' codes (beside
   * app-type and os-type) without naming its header: ours is `device-type`, on every call. A
   * backend that does not read it ignores it; a gateway allows it as it allows the others (CORS).
   */
  DeviceType: 'device-type',
  Language: 'language',
  /** NBA list only. */
  Pid: 'pid',
} as const;

export const ALL_REQUEST_HEADERS: readonly string[] = Object.values(Header);

/** `app-type`: 1 native app, 3 web. */
export const AppType = { App: 1, Web: 3 } as const;
/** `os-type`: 1 default, 2 android, 3 ios. */
export const OsType = { Default: 1, Android: 2, Ios: 3 } as const;
/** `device-type`: 0 desktop, 1 web mobile, 2 android, 3 ios (the native app on each; platform/device/device-type.ts). */
export const DeviceType = { Desktop: 0, WebMobile: 1, Android: 2, Ios: 3 } as const;
export type DeviceTypeCode = (typeof DeviceType)[keyof typeof DeviceType];

export type HttpMethod = 'GET' | 'POST';
/** How a call sends its parameters: query string, form body (dot notation) or JSON body. */
export type BodyEncoding = 'query' | 'form' | 'json';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  encoding: BodyEncoding;
  /**
   * `configured`: asked of the configured host (the app's `apiBaseUrl`, where the domain list is
   * asked) rather than of the domain list's API domain — the anchor list, as the spec says.
   */
  host?: 'configured';
}

const get = (path: string, host?: 'configured'): CallSpec =>
  host ? { method: 'GET', path, encoding: 'query', host } : { method: 'GET', path, encoding: 'query' };
const postForm = (path: string): CallSpec => ({ method: 'POST', path, encoding: 'form' });
/** A JSON body, where the spec says JSON (e.g. the NBA list and ranking). */
const postJson = (path: string): CallSpec => ({ method: 'POST', path, encoding: 'json' });

/** Calls of the system domain ("System"). Domains add their own tables. */
export const SystemCalls = {
  domainList: postForm('/api/forehead/system/domain/list/v2'),
  commonConfig: postForm('/api/forehead/system/config/get/common/config'),
  imagesQuery: postForm('/api/forehead/system/config/images/query'),
  gamebetConfig: postForm('/api/forehead/gamebet/config/query'),
  goldDailyLimit: postForm('/api/forehead/activity/goldmall/dailyLimit'),
  goldBalance: postForm('/api/forehead/activity/goldmall/balance'),
} as const;

/** Files (crests, avatars, banners): GET `${FILE_PATH_PREFIX}{file}`. */
export const FILE_PATH_PREFIX = '/api/forehead/system/file/get/';

export const fileUrl = (fileBase: string, fileId: string): string =>
  `${fileBase.replace(/\/$/, '')}${FILE_PATH_PREFIX}${encodeURIComponent(fileId)}`;

export { get as getCall, postForm as postFormCall, postJson as postJsonCall };
