/**
 * What each process of `npm start` serves and how its output is labelled (scripts/start.ts,
 * scripts/dev-servers.ts). The lean container and shell-demo share one process, the **front**:
 * each Node process loads Node, tsx, Rspack, the federation plugin and the configs before it
 * listens (~0.4 s of CPU on this machine), and on two cores two such processes next to the
 * development server delayed the first screen. One process, one Rspack, two compilers and two dev
 * servers: each server keeps its port, its hot-update socket and its updates.
 *
 * Every line a process writes is labelled with whose it is: scripts/start.ts labels a process
 * that serves one thing (`[api]`, `[remote·]`); a process that serves several labels each line
 * with the server that wrote it (`[remote]`, `[host]`), the server being the async context the
 * line was written in (`serverOutput`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A config file's compilations (`remote`: webpack.config.ts, `host`: shell-demo/host/webpack.config.ts). */
export type Role = 'remote' | 'host';

/** The compilations a process serves of one role: `names` among its configs, or all of them when empty. */
export interface Served {
  role: Role;
  names: string[];
}

/** Between two roles on the command line: a compilation may be named like a role (`remote`). */
export const ROLE_SEPARATOR = '+';

const USAGE = `usage: dev-servers.ts remote|host [name…] [${ROLE_SEPARATOR} remote|host [name…]]`;

/** `remote remote-lean + host` → the lean container and shell-demo. */
export function servedOf(args: readonly string[]): Served[] {
  const groups: string[][] = [[]];
  for (const arg of args) {
    if (arg === ROLE_SEPARATOR) groups.push([]);
    else groups.at(-1)!.push(arg);
  }
  return groups.map(([role, ...names]) => {
    if (role !== 'remote' && role !== 'host') throw new Error(`${USAGE} (not ${args.join(' ')})`);
    return { role, names };
  });
}

/** The label of a process or server at the start of each of its lines: `[api]    `. */
export const outputPrefix = (name: string): string => `[${name}]`.padEnd(9);

/** Each line of `text` with `prefix` before it; blank lines dropped. */
export const prefixLines = (prefix: string, text: string): string =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `${prefix}${line}\n`)
    .join('');

/**
 * The server whose work is running: each server is built, started and stopped inside `run`, and
 * Node carries the context into everything that work starts (its compiler's hooks, rebuilds after
 * an edit, requests), so a line printed by the dev server, by Rspack or by a plugin is its own.
 */
export const serverOutput = new AsyncLocalStorage<string>();

/**
 * From now on, every line written to `streams` (this process's stdout and stderr) is labelled: with
 * the server it belongs to, or `outside` when no server's work wrote it (Node's own warnings, a crash).
 */
export function labelOutput(
  outside: string,
  streams: readonly Pick<NodeJS.WriteStream, 'write'>[] = [process.stdout, process.stderr],
): void {
  for (const stream of streams) {
    const write = stream.write.bind(stream) as (chunk: string, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      return write(prefixLines(outputPrefix(serverOutput.getStore() ?? outside), text), ...rest);
    }) as typeof stream.write;
  }
}
