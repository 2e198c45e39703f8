/**
 * The question every failed chunk asks — new version or network? — answered by the running app's
 * version-skew handler (version-skew.ts), which the runtime sets here while the app runs. The
 * handler is part of the code already running, never a chunk of its own: a deploy can remove any
 * chunk, at any moment. With no app running (a test of a page alone) a failure is the network's.
 */
import type { ChunkVerdict } from './classify-chunk-failure';

export type { ChunkVerdict };

/**
 * Who asked for the chunk: the fan (a page, a sheet they opened: a new version is acted on at
 * once) or the app on its own (the late chunks: acted on at the fan's next page, version-skew.ts).
 */
export type ChunkAsker = 'fan' | 'app';

type Judge = (error: unknown, asker: ChunkAsker) => Promise<ChunkVerdict>;

const UNJUDGED: ChunkVerdict = { kind: 'network', reason: 'error' };

let judge: Judge | null = null;

/** The running app's handler, or null when the app stops. */
export function setChunkJudge(next: Judge | null): void {
  judge = next;
}

/** A chunk load failed: why (a new version is acted on by the handler). Never rejects. */
export async function judgeChunkFailure(error: unknown, asker: ChunkAsker = 'fan'): Promise<ChunkVerdict> {
  try {
    return judge ? await judge(error, asker) : UNJUDGED;
  } catch {
    return UNJUDGED;
  }
}

/** webpack's and Rspack's failed chunk (`ChunkLoadError`, a CSS chunk's too), or ours (lazy-page.ts). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message));
