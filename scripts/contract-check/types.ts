/** What every check group of the contract kit yields, and what they share. */

export type CheckGroup = 'manifest' | 'deploy' | 'server' | 'mount' | 'props' | 'bridge' | 'http' | 'push';
export const CHECK_GROUPS: readonly CheckGroup[] = [
  'manifest',
  'deploy',
  'server',
  'mount',
  'props',
  'bridge',
  'http',
  'push',
];

export interface CheckResult {
  group: CheckGroup;
  name: string;
  ok: boolean;
  /** What was seen: the value that passed, or why it failed. */
  detail: string;
}

export interface KitOptions {
  /** The host page (informational: the kit mounts the remote in its own page). */
  host?: string;
  /** The remote's mf-manifest.json. */
  manifest: string;
  /** The API base (where the domain list is fetched). */
  api: string;
  /** Key of the default signer, to re-verify signatures (the development key by default). */
  signingKey: string;
  /** Groups to run (all by default). */
  groups: readonly CheckGroup[];
  /** Per-step timeout in the browser. */
  timeoutMs: number;
  /** The React build the kit's page provides (default `auto`: the one the remote was built for). */
  hostReact?: 'auto' | 'development' | 'production';
}

/** Collects the results of one group; `check` turns a thrown error into a failed check. */
export class Checks {
  readonly results: CheckResult[] = [];

  constructor(private readonly group: CheckGroup) {}

  pass(name: string, detail = ''): void {
    this.results.push({ group: this.group, name, ok: true, detail });
  }

  fail(name: string, detail: string): void {
    this.results.push({ group: this.group, name, ok: false, detail });
  }

  expect(name: string, ok: boolean, detail: string): boolean {
    this.results.push({ group: this.group, name, ok, detail });
    return ok;
  }

  /** Runs `body`; a returned string is the passing detail, a throw is the failing one. */
  async check(name: string, body: () => Promise<string | void> | string | void): Promise<boolean> {
    try {
      const detail = await body();
      this.pass(name, detail ?? '');
      return true;
    } catch (error) {
      this.fail(name, errorText(error));
      return false;
    }
  }
}

export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** Throws with `message` unless `condition` holds (inside `Checks.check`). */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
