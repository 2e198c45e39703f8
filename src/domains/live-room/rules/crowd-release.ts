/**
 * When the room's crowd shows a line (docs/pages.md, "the spoiler-safe crowd"): every line carries
 * the server's time `at`; the viewer sees it when their picture reaches that moment — the delay
 * the room's score is held back by (rules/spoiler-delay.ts), on the device clock through the push
 * clock offset. The viewer's own lines show at once (their own words cannot spoil their match);
 * without a delay (no video, 省流模式, 实时比分, a delay not measured yet) everything shows at once,
 * as the score does.
 */

/** What decides when a line shows. */
export interface CrowdGate {
  /** Server clock minus device clock (the live match store's, from the push messages). */
  clockOffsetMs: number;
  /** How far the viewer's picture is behind live; null: no picture to stay behind. */
  delayMs: number | null;
  /** The signed-in viewer's uid as the session holds it ('' for a visitor). */
  ownUid: string;
}

export interface GatedLine {
  /** Server time the line was accepted (ms since the epoch). */
  at: number;
  /** Sender's uid ('' for system lines). */
  uid: string;
}

/** No line is held: everything shows as it comes. */
export const OPEN_GATE: CrowdGate = { clockOffsetMs: 0, delayMs: null, ownUid: '' };

/** The gate the room's score uses: its delay unless 实时比分 is on or no delay is known. */
export function crowdDelayMs(delaySeconds: number | null, realtime: boolean): number | null {
  if (realtime || delaySeconds === null || !Number.isFinite(delaySeconds) || delaySeconds <= 0) return null;
  return delaySeconds * 1000;
}

/** Device time (ms) from which the line may show; -Infinity: at once. */
export function releaseAt(line: GatedLine, gate: CrowdGate): number {
  if (gate.delayMs === null || gate.delayMs <= 0) return Number.NEGATIVE_INFINITY;
  if (gate.ownUid !== '' && line.uid === gate.ownUid) return Number.NEGATIVE_INFINITY;
  return line.at - gate.clockOffsetMs + gate.delayMs;
}
