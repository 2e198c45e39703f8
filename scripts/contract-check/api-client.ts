/**
 * The kit's own client of the API: calls signed and encoded with the project's contracts
 * (what a host or a test client would do), and the development server's control calls.
 */
import { DevCalls, TOOL_HEADERS, type FaultRule } from '../../src/contracts/dev-server';
import { encodeForm, type ParamObject } from '../../src/contracts/form-encoding';
import { Header, type Envelope } from '../../src/contracts/http';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { pairsOf } from '../../src/contracts/form-encoding';
import { hmacSigner } from '../../src/contracts/signature';

export interface SignedCall {
  form?: ParamObject;
  json?: ParamObject;
  session?: SessionInfo;
  timestamp?: number;
  /** Sign with this key instead of the kit's. */
  key?: string;
}

export class ApiClient {
  constructor(
    readonly base: string,
    private readonly signingKey: string,
  ) {}

  async call<T = unknown>(path: string, options: SignedCall = {}): Promise<{ status: number; envelope: Envelope<T> }> {
    const timestamp = String(options.timestamp ?? Date.now());
    const body = options.json ?? options.form;
    const headers: Record<string, string> = { ...TOOL_HEADERS, [Header.Timestamp]: timestamp };
    if (options.session)
      Object.assign(headers, { [Header.Token]: options.session.token, [Header.Uid]: options.session.uid });
    headers[Header.Signature] = await hmacSigner(options.key ?? this.signingKey)({
      method: 'POST',
      path,
      timestamp,
      pairs: pairsOf({}, body),
    });
    headers['content-type'] = options.json ? 'application/json' : 'application/x-www-form-urlencoded';
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers,
      body: options.json ? JSON.stringify(options.json) : encodeForm(options.form),
    });
    return { status: response.status, envelope: (await response.json()) as Envelope<T> };
  }

  /** True when the API is the development server (its health call answers). */
  async isDevServer(): Promise<boolean> {
    try {
      const response = await fetch(`${this.base}${DevCalls.health}`);
      return response.ok && ((await response.json()) as { ok?: unknown }).ok === true;
    } catch {
      return false;
    }
  }

  async dev<T = unknown>(method: string, path: string, json?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${method} ${path} → HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  addFault = (rule: FaultRule) => this.dev('POST', DevCalls.faults, rule);
  clearFaults = () => this.dev('DELETE', DevCalls.faults);

  async demoLogin(username: string): Promise<SessionInfo> {
    const { envelope } = await this.call<SessionInfo>(DevCalls.demoLogin, { json: { username } });
    if (envelope.code !== 1) throw new Error(`demo login → code ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }
}
