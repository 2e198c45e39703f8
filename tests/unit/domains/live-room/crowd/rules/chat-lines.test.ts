import { CLIENT_MSG_ID_PATTERN } from '@src/contracts/room-crowd';
import {
  CHAT_ROWS_KEPT,
  mergeLines,
  newClientMsgId,
  ROW_BOX_INDEXES,
  rowBoxes,
  withoutEchoed,
  withPending,
  type PendingLine,
} from '@src/domains/live-room/crowd/rules/chat-lines';

const line = (index: number, clientMsgId = '') => ({ index, clientMsgId, text: `#${index}` });
const indexes = (lines: readonly { index: number }[]) => lines.map((item) => item.index);
const pending = (clientMsgId: string, status: PendingLine['status'] = 'sending'): PendingLine => ({
  clientMsgId,
  text: 'hi',
  sentAt: 0,
  status,
  error: '',
});

describe('mergeLines', () => {
  it('appends lines in room order', () => {
    expect(indexes(mergeLines([line(1), line(2)], [line(3), line(4)]))).toEqual([1, 2, 3, 4]);
  });

  it('keeps each index once (a repaired line pushed again is not doubled)', () => {
    const merged = mergeLines([line(1), line(2)], [line(2), line(3), line(3)]);
    expect(indexes(merged)).toEqual([1, 2, 3]);
  });

  it('puts a line repaired after a gap in its place, not at the end', () => {
    expect(indexes(mergeLines([line(1), line(4)], [line(3), line(2)]))).toEqual([1, 2, 3, 4]);
  });

  it('keeps only the newest rows however many come', () => {
    let lines: readonly ReturnType<typeof line>[] = [];
    for (let index = 0; index < 1000; index += 1) lines = mergeLines(lines, [line(index)]);
    expect(lines).toHaveLength(CHAT_ROWS_KEPT);
    expect(lines[0]!.index).toBe(1000 - CHAT_ROWS_KEPT);
    expect(lines[lines.length - 1]!.index).toBe(999);
    expect(indexes(mergeLines([line(5), line(6), line(7)], [line(8), line(9)], 3))).toEqual([7, 8, 9]);
  });

  it('puts a line older than everything first while the list is not full', () => {
    expect(indexes(mergeLines([line(5), line(6)], [line(2)], 3))).toEqual([2, 5, 6]);
  });

  it('drops a line older than everything a full list keeps', () => {
    const full = [line(5), line(6), line(7)];
    expect(mergeLines(full, [line(2)], 3)).toBe(full);
  });

  it('returns the same list when nothing is new (no re-render)', () => {
    const lines = [line(1), line(2)];
    expect(mergeLines(lines, [])).toBe(lines);
    expect(mergeLines(lines, [line(2)])).toBe(lines);
  });
});

describe('pending lines', () => {
  it('are replaced by their echo (same clientMsgId), not doubled', () => {
    const waiting = [pending('a'), pending('b')];
    expect(withoutEchoed(waiting, [line(9, 'a')]).map((item) => item.clientMsgId)).toEqual(['b']);
  });

  it('stay when no line echoes them (the same array)', () => {
    const waiting = [pending('a')];
    expect(withoutEchoed(waiting, [line(9), line(10, 'z')])).toBe(waiting);
  });

  it('a retry replaces its failed line in place instead of adding one', () => {
    const waiting = withPending([pending('a', 'failed'), pending('b')], pending('a'));
    expect(waiting.map((item) => [item.clientMsgId, item.status])).toEqual([
      ['a', 'sending'],
      ['b', 'sending'],
    ]);
    expect(withPending(waiting, pending('c'))).toHaveLength(3);
  });
});

describe('newClientMsgId', () => {
  it('is c and 12 random bytes in two hex digits each, an id the server takes', () => {
    const bytes = [0, 1, 15, 16, 255, 10, 0, 0, 0, 0, 0, 171];
    jest.spyOn(crypto, 'getRandomValues').mockImplementationOnce((array) => {
      (array as Uint8Array).set(bytes);
      return array;
    });
    const id = newClientMsgId();
    expect(id).toBe('c00010f10ff0a0000000000ab');
    expect(id).toMatch(CLIENT_MSG_ID_PATTERN);
  });
});

it('cuts the list into boxes of consecutive indexes, in order, a box for each run of them present', () => {
  const kept = [1, 2, ROW_BOX_INDEXES - 1, ROW_BOX_INDEXES, 3 * ROW_BOX_INDEXES + 2].map((index) => line(index));
  expect(rowBoxes(kept).map((box) => [box.key, indexes(box.lines)])).toEqual([
    [0, [1, 2, ROW_BOX_INDEXES - 1]],
    [1, [ROW_BOX_INDEXES]],
    [3, [3 * ROW_BOX_INDEXES + 2]],
  ]);
  expect(rowBoxes([])).toEqual([]);
});
