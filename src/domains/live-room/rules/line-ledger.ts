/**
 * Which of a room's lines the viewer has (docs/pages.md, the room's chat): lines are numbered
 * 0, 1, 2, … per room without holes, so a line whose index jumps ahead shows that some were
 * missed (a dropped socket, a lost message) — the history call with `sinceIndex` brings them.
 * The ledger admits each index once (a line repaired and pushed again is not doubled) and says
 * where a gap starts. It holds the highest index below which nothing is missing, and the few
 * indexes seen beyond it: its size stays small however long the fan stays.
 */
export class LineLedger {
  /** Every index ≤ upTo is had (or was given up); -1 before the first. */
  private upTo = -1;
  /** Indexes had beyond upTo + 1 (there is a hole before them). */
  private readonly ahead = new Set<number>();
  private started = false;

  /** Whether the room's start is known (the history's first answer). */
  get isStarted(): boolean {
    return this.started;
  }

  /** The newest index below which nothing is missing (-1 when none). */
  get contiguousUpTo(): number {
    return this.upTo;
  }

  /**
   * The lines before `firstIndex` are not wanted (the room's history starts there): the first
   * history answer, or a repair that could only bring the newest lines of a long gap.
   */
  startAt(firstIndex: number): void {
    this.started = true;
    this.upTo = Math.max(this.upTo, firstIndex - 1);
    for (const index of this.ahead) if (index <= this.upTo) this.ahead.delete(index);
    this.advance();
  }

  /** True the first time an index is seen (the line is new), false for a double. */
  admit(index: number): boolean {
    // upTo is never below -1: a negative index is refused with the lines already had.
    if (!Number.isInteger(index) || index <= this.upTo || this.ahead.has(index)) return false;
    if (index === this.upTo + 1) {
      this.upTo = index;
      this.advance();
    } else {
      this.ahead.add(index);
    }
    return true;
  }

  /** The `sinceIndex` of the history call that fills the first hole, or null when there is none. */
  missingSince(): number | null {
    return this.ahead.size > 0 ? this.upTo : null;
  }

  private advance(): void {
    while (this.ahead.delete(this.upTo + 1)) this.upTo += 1;
  }
}
