/**
 * The streamers the all-anchors page and a profile show, as use-shown.ts does for the home: the
 * stored lists through the display rules for who is looking, kept until an input changes.
 */
import { useMemo } from 'react';
import type { Streamer } from '../../../contracts/anchors';
import { useDisplayContext } from '../../match/components/use-visible-matches';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors, shown } from '../store/selectors';

export function useAllStreamers(): Streamer[] {
  const context = useDisplayContext();
  const streamers = useAnchorsStore((state) => state.allStreamers.list.data ?? undefined);
  return useMemo(() => shown.streamers(streamers, context), [streamers, context]);
}

/**
 * A streamer wherever it was loaded (all anchors, the home), as displayed. The profile's own call
 * (loadStreamerProfile) answers into the all-anchors list: that copy first, so its answer shows
 * even for a streamer the home lists too.
 */
export function useStreamerById(hostId: number): Streamer | undefined {
  const context = useDisplayContext();
  const home = useAnchorsStore(anchorsSelectors.homeStreamer(hostId));
  const listed = useAnchorsStore(anchorsSelectors.listedStreamer(hostId));
  return useMemo(() => shown.streamerById([listed, home], context), [home, listed, context]);
}
