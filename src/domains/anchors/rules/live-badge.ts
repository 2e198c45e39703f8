/** The anchor tab's badge shows when any (displayed) anchor is live with a live scheduled match. */
import type { Streamer } from '../../../contracts/anchors';
import { isStreaming } from '../../match/rules/streamer-display';

export const hasLiveAnchorWithLiveMatch = (
  streamers: readonly Pick<Streamer, 'liveStatus' | 'liveSchedule'>[],
): boolean => streamers.some(isStreaming);
