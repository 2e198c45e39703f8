import { LineLedger } from '@src/domains/live-room/rules/line-ledger';

const started = (firstIndex: number, upTo: number) => {
  const ledger = new LineLedger();
  ledger.startAt(firstIndex);
  for (let index = firstIndex; index <= upTo; index += 1) ledger.admit(index);
  return ledger;
};

describe('LineLedger', () => {
  it('admits each index once', () => {
    const ledger = started(10, 12);
    expect(ledger.admit(12)).toBe(false);
    expect(ledger.admit(11)).toBe(false);
    expect(ledger.admit(13)).toBe(true);
    expect(ledger.admit(13)).toBe(false);
    expect(ledger.contiguousUpTo).toBe(13);
  });

  it('does not want the lines before the history’s first', () => {
    const ledger = started(10, 12);
    expect(ledger.admit(9)).toBe(false);
  });

  it('sees a gap when an index jumps ahead, and asks from the last line before it', () => {
    const ledger = started(0, 4);
    expect(ledger.missingSince()).toBeNull();
    expect(ledger.admit(8)).toBe(true);
    expect(ledger.missingSince()).toBe(4);
    expect(ledger.admit(8)).toBe(false);
  });

  it('closes the gap once the missing lines came, and counts on from the newest', () => {
    const ledger = started(0, 4);
    ledger.admit(7);
    ledger.admit(6);
    expect(ledger.missingSince()).toBe(4);
    ledger.admit(5);
    expect(ledger.missingSince()).toBeNull();
    expect(ledger.contiguousUpTo).toBe(7);
  });

  it('gives up what a repair could not bring (a gap longer than the history keeps)', () => {
    const ledger = started(0, 4);
    ledger.admit(900);
    // The repair answered only the newest lines, from 700 on.
    ledger.startAt(700);
    for (let index = 700; index < 900; index += 1) ledger.admit(index);
    expect(ledger.missingSince()).toBeNull();
    expect(ledger.contiguousUpTo).toBe(900);
    expect(ledger.admit(300)).toBe(false);
  });

  it('counts from line 0 in a room whose start it has not been told', () => {
    const ledger = new LineLedger();
    expect(ledger.contiguousUpTo).toBe(-1);
    expect(ledger.admit(0)).toBe(true);
    expect(ledger.contiguousUpTo).toBe(0);
  });

  it('starts at the history’s first line: that line is new, the one before is not wanted', () => {
    const ledger = new LineLedger();
    ledger.startAt(10);
    expect(ledger.contiguousUpTo).toBe(9);
    expect(ledger.admit(9)).toBe(false);
    expect(ledger.admit(10)).toBe(true);
  });

  it('never moves back: a start older than the lines already had changes nothing', () => {
    const ledger = started(0, 10);
    ledger.startAt(5);
    ledger.startAt(10);
    expect(ledger.contiguousUpTo).toBe(10);
    expect(ledger.admit(7)).toBe(false);
    expect(ledger.admit(10)).toBe(false);
    expect(ledger.admit(11)).toBe(true);
  });

  it('forgets the lines seen ahead that a later start gives up, so no gap is left behind', () => {
    const ledger = new LineLedger();
    ledger.admit(7);
    expect(ledger.missingSince()).toBe(-1);
    ledger.startAt(8);
    expect(ledger.missingSince()).toBeNull();
    expect(ledger.admit(8)).toBe(true);
    expect(ledger.contiguousUpTo).toBe(8);
  });

  it('refuses indexes that are not line numbers', () => {
    const ledger = started(0, 1);
    expect(ledger.admit(-1)).toBe(false);
    expect(ledger.admit(2.5)).toBe(false);
    expect(ledger.admit(Number.NaN)).toBe(false);
    expect(ledger.missingSince()).toBeNull();
  });

  it('knows whether the room’s start is known', () => {
    const ledger = new LineLedger();
    expect(ledger.isStarted).toBe(false);
    ledger.startAt(0);
    expect(ledger.isStarted).toBe(true);
  });
});
