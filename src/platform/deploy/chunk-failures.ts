/**
 * The question every failed chunk asks — new version or network? — answered by the version-skew
 * handler (version-skew.ts), a chunk of its own that the runtime loads after the first screen and
 * hands over here. Until it is there (or when even it cannot load) a failure is the network's,
 * as it always was.
 */
import type { ChunkVerdict } from './classify-chunk-failure';

export type { ChunkVerdict };

type Judge = (error: unknown) => Promise<ChunkVerdict>;

const UNJUDGED: ChunkVerdict = { kind: 'network', reason: 'error' };

let loadJudge: (() => Promise<Judge>) | null = null;

/** The runtime's handler (loaded on first use, once), or null when the app stops. */
export function setChunkJudge(load: (() => Promise<Judge>) | null): void {
  loadJudge = load;
}

/** A chunk load failed: why. Never rejects. */
export async function judgeChunkFailure(error: unknown): Promise<ChunkVerdict> {
  if (!loadJudge) return UNJUDGED;
  try {
    return await (
      await loadJudge()
    )(error);
  } catch {
    return UNJUDGED;
  }
}

/** webpack's and Rspack's failed chunk (`ChunkLoadError`, a CSS chunk's too), or ours (lazy-page.ts). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message));
