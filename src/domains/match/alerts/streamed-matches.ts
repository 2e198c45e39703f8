/**
 * What the app knows of the matches streamers are on: the anchors domain's live matches, kept
 * current by the streamers' pushes. An alert reads whose room it opens there (a streamer live on
 * its match), and a streamer-live alert its names. The anchors domain provides it while it runs;
 * without it (`./alerts` alone on a host page) an alert opens the match centre.
 */
import type { LiveMatch } from '../../../contracts/anchors';

/** A match with the streamers on it that the fan may see. */
export type StreamedMatch = Pick<LiveMatch, 'match' | 'hostList'>;
type FindStreamed = (matchId: number) => StreamedMatch | undefined;

let provider: FindStreamed | null = null;

/** `find` answers until the returned function is called. */
export function provideStreamedMatches(find: FindStreamed): () => void {
  provider = find;
  return () => {
    if (provider === find) provider = null;
  };
}

export const streamedMatchOf = (matchId: number): StreamedMatch | undefined => provider?.(matchId);
