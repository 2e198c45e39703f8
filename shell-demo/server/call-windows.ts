/**
 * How often each client address may make a call that costs the server: a fixed window per client,
 * opened by its first call of the window (the counter is forgotten after `windowMs`). A client
 * past its window is refused (HTTP 429) until the window ends; other clients are counted on their
 * own. The counters' own memory is bounded: the clients kept are the latest CLIENTS_KEPT.
 */
import { ApiError, DevServerCode } from './api-error';
import { ExpiringMap } from './expiring-map';

export interface CallWindow {
  perWindow: number;
  windowMs: number;
}

/** Clients whose windows are kept: a bound on the counters' own memory. */
const CLIENTS_KEPT = 10_000;

export class CallWindows {
  private readonly counts: ExpiringMap<string, number>;

  constructor(
    now: () => number,
    readonly window: CallWindow,
    /** The refusal's words (`登录太频繁，请稍后再试`). */
    private readonly refusal: string,
  ) {
    this.counts = new ExpiringMap(now, { ttlMs: window.windowMs, maxEntries: CLIENTS_KEPT });
  }

  /** Counts a call of `client`; throws the refusal (429) once its window is spent. */
  admit(client: string): void {
    const count = (this.counts.get(client) ?? 0) + 1;
    if (count > this.window.perWindow) throw new ApiError(DevServerCode.TooManyRequests, this.refusal, 429);
    this.counts.setKeepingExpiry(client, count);
  }
}
