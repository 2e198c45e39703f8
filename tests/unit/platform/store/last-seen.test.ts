/** Last-seen data stays bounded: a huge entry is not kept, and the oldest go when the total is full. */
import { MAX_ENTRY_CHARS, MAX_TOTAL_CHARS, readLastSeen, writeLastSeen } from '@src/platform/store/last-seen';

const isText = (value: unknown): value is string => typeof value === 'string';
const key = (name: string) => ({ name, version: 1 });

it('does not keep an entry over the entry limit (and drops an older copy of it)', () => {
  writeLastSeen(key('big'), 'small', 1);
  writeLastSeen(key('big'), 'x'.repeat(MAX_ENTRY_CHARS), 2);
  expect(readLastSeen(key('big'), isText)).toBeNull();
});

it('lets the oldest entries go once all of them pass the total limit', () => {
  const chunk = 'y'.repeat(Math.floor(MAX_ENTRY_CHARS * 0.9));
  const count = Math.ceil(MAX_TOTAL_CHARS / chunk.length) + 1;
  for (let index = 0; index < count; index += 1) writeLastSeen(key(`page-${index}`), chunk, 1000 + index);
  expect(readLastSeen(key('page-0'), isText)).toBeNull();
  expect(readLastSeen(key(`page-${count - 1}`), isText)?.data).toBe(chunk);
  const total = Object.keys(window.localStorage)
    .filter((name) => name.startsWith('sport-info:last-seen:'))
    .reduce((sum, name) => sum + (window.localStorage.getItem(name)?.length ?? 0), 0);
  expect(total).toBeLessThanOrEqual(MAX_TOTAL_CHARS);
});

it('reads only the version it was written with', () => {
  writeLastSeen(key('page'), 'v1', 1);
  expect(readLastSeen({ name: 'page', version: 2 }, isText)).toBeNull();
  expect(readLastSeen(key('page'), isText)?.data).toBe('v1');
});
