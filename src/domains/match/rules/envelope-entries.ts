/**
 * Which rooms show the 红包 badge (docs/pages.md, the room's red envelope): a schedule entry with
 * `isLotteryProgress` runs a red-envelope lottery, its prize `redEnvelopeTotalAmount` (元). A live
 * match card shows the envelope of the room it opens — its lead anchor's entry for that match —
 * so the badge promises what the tap leads to. Light on purpose: the anchor home's cards read it.
 */
import type { ScheduleEntry, Streamer } from '../../../contracts/anchors';

type EnvelopeFields = Pick<ScheduleEntry, 'isLotteryProgress' | 'redEnvelopeTotalAmount'>;

/** The entry's prize (元; 0 when it names none), or null when the entry runs no lottery. */
export const entryEnvelope = (entry: EnvelopeFields): number | null =>
  entry.isLotteryProgress === 1 ? Math.max(0, entry.redEnvelopeTotalAmount) : null;

/** The envelope of a streamer's entry for a match (their room's), or null. */
export function streamerEnvelope(
  streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[] | undefined,
  hostId: number,
  matchId: number,
): number | null {
  const streamer = streamers?.find((candidate) => candidate.id === hostId);
  const entry = streamer?.liveSchedule.find(
    (candidate) => candidate.matchId === matchId && candidate.isLotteryProgress === 1,
  );
  return entry ? entryEnvelope(entry) : null;
}
