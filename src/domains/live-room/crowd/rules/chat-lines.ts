/**
 * The chat list's lines: what the room keeps for the screen however long the fan stays. Lines
 * stay in their room order (`index`, contiguous per room), each once; a line repaired after a gap
 * goes to its place, not to the end; only the newest CHAT_ROWS_KEPT stay (the DOM stays small).
 * The sender's pending lines (sent, not yet echoed) follow the lines, and the echo of one — the
 * same `clientMsgId` — takes its place instead of doubling it.
 */
import { countAtOrBelow } from '../../../../lib/sorted-search';

/** Rows the list keeps (and renders) at most. */
export const CHAT_ROWS_KEPT = 150;
/**
 * Lines of consecutive indexes drawn in one box of the list (chat-list.tsx): a box is painted on
 * its own, so when a batch moves the list only the box that changed is painted again.
 */
export const ROW_BOX_INDEXES = 16;

export interface IndexedLine {
  index: number;
  clientMsgId: string;
}

/** A line the viewer sent that the server has not echoed yet. */
export interface PendingLine {
  clientMsgId: string;
  text: string;
  /** Device time it was first sent. */
  sentAt: number;
  /** sending: on its way · failed: refused or lost (the draft is kept; 重试 sends it again). */
  status: 'sending' | 'failed';
  /** Why it failed, in the server's words (or the app's for a lost request). */
  error: string;
}

/**
 * `lines` with `incoming` merged in index order, each index once, the newest `cap` kept. Returns
 * `lines` itself when nothing changes (a store holding it does not re-render).
 */
export function mergeLines<L extends IndexedLine>(
  lines: readonly L[],
  incoming: readonly L[],
  cap: number = CHAT_ROWS_KEPT,
): readonly L[] {
  let next: L[] | null = null;
  for (const line of incoming) {
    const current: readonly L[] = next ?? lines;
    // After every line with a lower or equal index.
    const place = countAtOrBelow(current, line.index, (kept) => kept.index);
    // Already there, or older than everything kept in a full list (it would be dropped at once).
    if (current[place - 1]?.index === line.index || (current.length >= cap && place === 0)) continue;
    next ??= [...lines];
    next.splice(place, 0, line);
  }
  if (!next) return lines;
  return next.slice(Math.max(0, next.length - cap));
}

/** `lines` (in index order) cut into boxes of ROW_BOX_INDEXES consecutive indexes, keyed by the box's number. */
export function rowBoxes<L extends IndexedLine>(lines: readonly L[]): { key: number; lines: L[] }[] {
  const boxes: { key: number; lines: L[] }[] = [];
  for (const line of lines) {
    const key = Math.floor(line.index / ROW_BOX_INDEXES);
    const last = boxes[boxes.length - 1];
    if (last?.key === key) last.lines.push(line);
    else boxes.push({ key, lines: [line] });
  }
  return boxes;
}

/** The pending lines their echoes in `incoming` replace are gone; the same array when none is. */
export function withoutEchoed(
  pending: readonly PendingLine[],
  incoming: readonly IndexedLine[],
): readonly PendingLine[] {
  // A pending line always has an id (newClientMsgId): a line without one, another viewer's, echoes none.
  const echoed = new Set(incoming.map((line) => line.clientMsgId));
  const kept = pending.filter((line) => !echoed.has(line.clientMsgId));
  return kept.length === pending.length ? pending : kept;
}

/** `pending` with `line` in it: a retry of a failed line (same clientMsgId) replaces it in place. */
export function withPending(pending: readonly PendingLine[], line: PendingLine): readonly PendingLine[] {
  const at = pending.findIndex((item) => item.clientMsgId === line.clientMsgId);
  if (at === -1) return [...pending, line];
  const next = [...pending];
  next[at] = line;
  return next;
}

/** A new client message id (contracts/room-crowd CLIENT_MSG_ID_PATTERN): kept by the line through every retry. */
export function newClientMsgId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `c${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
