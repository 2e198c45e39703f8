import {
  ANNOUNCED_FOR_MS,
  ANNOUNCED_KEPT,
  parseAnnounced,
  rememberAnnounced,
} from '@src/domains/match/alerts/rules/announced-alerts';
import { T0 } from './alert-fixtures';

describe('match alerts: the announced ids', () => {
  it('remembers ids once, with when they were told', () => {
    const once = rememberAnnounced([], ['7-0', '7-1'], T0);
    expect(rememberAnnounced(once, ['7-1'], T0 + 5)).toEqual([
      { id: '7-0', at: T0 },
      { id: '7-1', at: T0 + 5 },
    ]);
  });

  it('forgets what is older than six hours', () => {
    const list = rememberAnnounced([], ['7-0'], T0);
    expect(rememberAnnounced(list, ['7-1'], T0 + ANNOUNCED_FOR_MS).map((entry) => entry.id)).toEqual(['7-0', '7-1']);
    expect(rememberAnnounced(list, ['7-1'], T0 + ANNOUNCED_FOR_MS + 1).map((entry) => entry.id)).toEqual(['7-1']);
  });

  it('keeps the newest 500', () => {
    const many = Array.from({ length: ANNOUNCED_KEPT + 20 }, (_, index) => `7-${index}`);
    const list = rememberAnnounced([], many, T0);
    expect(list).toHaveLength(ANNOUNCED_KEPT);
    expect(list[0]!.id).toBe('7-20');
  });

  it('reads back the well-formed entries of a stored value, nothing of another shape', () => {
    expect(parseAnnounced([{ id: '7-0', at: T0 }, { id: 3, at: T0 }, null, { id: '7-1' }])).toEqual([
      { id: '7-0', at: T0 },
    ]);
    expect(parseAnnounced({ id: '7-0' })).toEqual([]);
  });
});
