import {
  isRecentEnough,
  LATE_WITHIN_MS,
  releaseAlerts,
  type PendingAlert,
} from '../../../../../src/domains/match/alerts/rules/alert-release';
import { matchAlert, T0 } from './alert-fixtures';

const pending = (alert: ReturnType<typeof matchAlert>, held = false): PendingAlert => ({ alert, late: false, held });
const ids = (items: readonly PendingAlert[]) => items.map((item) => item.alert.id);
const never = () => false;

const goal = matchAlert({ seq: 1, at: T0 });
const cancel = matchAlert({ seq: 2, at: T0 + 30_000, kind: 'goal-cancelled', corrects: '7-1', homeScore: 0 });
/** Watching match 7, the picture 6 s behind, the server's clock at `now`. */
const watching = (now: number, matchId = 7) => ({ matchId, playhead: { now, delayMs: 6000 } });

describe('match alerts: release for the picture', () => {
  it('tells a fan not watching the match at once', () => {
    const release = releaseAlerts([pending(goal)], null, never);
    expect(ids(release.show)).toEqual(['7-1']);
    expect(release.show[0]!.held).toBe(false);
    expect(release.wait).toEqual([]);
  });

  it('holds the watcher’s alert until the picture reaches its moment, then tells it as held', () => {
    const early = releaseAlerts([pending(goal)], watching(T0 + 5999), never);
    expect(early.show).toEqual([]);
    expect(ids(early.wait)).toEqual(['7-1']);
    expect(early.wait[0]!.held).toBe(true);
    const due = releaseAlerts(early.wait, watching(T0 + 6000), never);
    expect(ids(due.show)).toEqual(['7-1']);
    expect(due.show[0]!.held).toBe(true);
  });

  it('does not hold another match’s alert, nor one when the room plays live (实时比分)', () => {
    expect(ids(releaseAlerts([pending(goal)], watching(T0, 8), never).show)).toEqual(['7-1']);
    const live = { matchId: 7, playhead: { now: T0, delayMs: null } };
    expect(ids(releaseAlerts([pending(goal)], live, never).show)).toEqual(['7-1']);
  });

  it('drops a goal taken back before the watcher’s picture reaches it, and its correction', () => {
    const release = releaseAlerts([pending(goal, true), pending(cancel)], watching(T0 + 3000), never);
    expect(release.show).toEqual([]);
    expect(release.wait).toEqual([]);
    expect(ids(release.drop)).toEqual(['7-1', '7-2']);
  });

  it('tells a fan not watching the goal and then its correction', () => {
    const release = releaseAlerts([pending(goal), pending(cancel)], null, never);
    expect(ids(release.show)).toEqual(['7-1', '7-2']);
  });

  it('tells the correction of a goal told earlier (a watcher: once the picture reaches it)', () => {
    const told = (id: string) => id === '7-1';
    expect(ids(releaseAlerts([pending(cancel)], null, told).show)).toEqual(['7-2']);
    const watcher = releaseAlerts([pending(cancel)], watching(T0 + 31_000), told);
    expect(ids(watcher.wait)).toEqual(['7-2']);
    expect(ids(releaseAlerts(watcher.wait, watching(T0 + 36_000), told).show)).toEqual(['7-2']);
  });

  it('drops the correction of a goal never told (a kind not chosen, or missed too long ago)', () => {
    const release = releaseAlerts([pending(cancel)], null, never);
    expect(ids(release.drop)).toEqual(['7-2']);
    expect(release.show).toEqual([]);
  });

  it('tells a missed alert late only within ten minutes of its moment', () => {
    expect(isRecentEnough({ at: T0 }, T0 + LATE_WITHIN_MS)).toBe(true);
    expect(isRecentEnough({ at: T0 }, T0 + LATE_WITHIN_MS + 1)).toBe(false);
  });
});
