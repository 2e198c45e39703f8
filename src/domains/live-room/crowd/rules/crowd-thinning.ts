/**
 * A flooding room's chat, thinned (docs/pages.md, "the room's crowd"). Our reading of a choice
 * the spec leaves open, as big rooms make it (YouTube's "Top chat", Douyu and Huya under a flood):
 * when a room's lines come faster than anyone can read, the list shows a sample of each released
 * batch — its newest SAMPLE_PER_BATCH viewers' lines — instead of every line, and says so
 * (消息过多，已精简显示). What stays whatever the flood: the fan's own lines, the room's system
 * lines (notices, 红包 and their draws, any kind a newer server adds) and lines that mention the
 * fan (`@their name`). Below the flood every line shows, as it comes.
 *
 * The rate is the room's, read from the lines' server times (`at`), not from how they reach the
 * screen: a batch released at once — 实时比分 turned on after a while, the history on
 * entry, a gap repaired after a reconnect — is a flood only when its lines were said that fast.
 * The list is the same lines thinned: each line still once and in room order.
 */
import { ChatLineKind } from '../../../../contracts/room-crowd-push';

/** Lines a second (by their server times) past which no one follows a room's chat. */
export const FLOOD_LINES_PER_S = 40;
/** A flooding batch's ordinary lines shown at most: its newest (at 120 ms batches, ~65 a second). */
export const SAMPLE_PER_BATCH = 8;
/** The notice stays this long (the room's time) after the last batch that was thinned. */
export const THINNED_NOTICE_MS = 3000;

export interface ThinnedLine {
  kind: string;
  /** Server time the line was accepted (ms since the epoch). */
  at: number;
  /** Sender's uid ('' for system lines). */
  uid: string;
  text: string;
}

/** Who reads: their lines and the lines naming them are never thinned away. */
export interface Reader {
  /** The signed-in fan's uid ('' for a visitor). */
  uid: string;
  /** The name others mention them by (`@name`); '' unknown. */
  name: string;
}

export interface ThinnedBatch<L> {
  /** The lines to show, in the batch's order. */
  shown: readonly L[];
  /** Lines left out (0: the batch shows whole). */
  skipped: number;
}

/** Lines a second the batch's lines were said at (by their server times); Infinity when all at once. */
export function batchRate(batch: readonly ThinnedLine[]): number {
  if (batch.length < 2) return 0;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const line of batch) {
    first = Math.min(first, line.at);
    last = Math.max(last, line.at);
  }
  // Lines said at one instant (a span of 0) divide by 0: Infinity, with at least two of them.
  return ((batch.length - 1) * 1000) / (last - first);
}

/** A line that shows whatever the flood. */
export function alwaysShown(line: ThinnedLine, reader: Reader): boolean {
  if (line.kind !== ChatLineKind.Chat) return true;
  if (reader.uid !== '' && line.uid === reader.uid) return true;
  return reader.name !== '' && line.text.includes(`@${reader.name}`);
}

/** The batch as the list shows it: whole below the flood, else a sample and what is always shown. */
export function thinBatch<L extends ThinnedLine>(batch: readonly L[], reader: Reader): ThinnedBatch<L> {
  if (batchRate(batch) <= FLOOD_LINES_PER_S) return { shown: batch, skipped: 0 };
  let ordinary = 0;
  for (const line of batch) if (!alwaysShown(line, reader)) ordinary += 1;
  // The newest ordinary lines are the last ones: skip the oldest until the sample is left (none
  // when the batch holds no more than the sample).
  const skipped = Math.max(0, ordinary - SAMPLE_PER_BATCH);
  let toSkip = skipped;
  const shown = batch.filter((line) => {
    if (toSkip === 0 || alwaysShown(line, reader)) return true;
    toSkip -= 1;
    return false;
  });
  return { shown, skipped };
}

/** Whether the list says it is thinned: a batch was, within the notice's time of the newest line. */
export function isThinned(thinnedAt: number | null, newestAt: number | undefined): boolean {
  return thinnedAt !== null && newestAt !== undefined && newestAt - thinnedAt <= THINNED_NOTICE_MS;
}
