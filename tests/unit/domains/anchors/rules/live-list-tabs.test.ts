import { LiveListTab } from '@src/contracts/anchors';
import type * as LiveListTabsModule from '@src/domains/anchors/rules/live-list-tabs';
import { liveMatchesOfTab } from '@src/domains/anchors/rules/live-list-tabs';
import { freshModule } from '@tests/support/fresh-module';
import { HOUR, NOW } from '@tests/support/match-fixtures';

type LiveListTabs = typeof LiveListTabsModule;
/** The coming-soon window and the tabs' order are the module's constants: read through the module loaded for the test, so a mutation tool counts these tests. */
const loadTabs = () => freshModule<LiveListTabs>('@src/domains/anchors/rules/live-list-tabs');

const item = (id: number, activityStatus: number, startDate: number) => ({ id, activityStatus, startDate });

describe('live list tabs (1 live, 2 coming soon, 3 scheduled)', () => {
  it('puts each match in exactly one tab, coming soon from two hours before its start', () => {
    const { liveListTabOf } = loadTabs();
    expect(liveListTabOf(item(1, 1, NOW - HOUR), NOW)).toBe(LiveListTab.Live);
    expect(liveListTabOf(item(2, 0, NOW + 2 * HOUR), NOW)).toBe(LiveListTab.ComingSoon);
    // Should have started but no streamer is live on it yet: still coming.
    expect(liveListTabOf(item(3, 0, NOW - 60_000), NOW)).toBe(LiveListTab.ComingSoon);
    expect(liveListTabOf(item(4, 0, NOW + 2 * HOUR + 1), NOW)).toBe(LiveListTab.Scheduled);
  });

  it("lists a tab's matches, upcoming ones by start time", () => {
    const items = [item(1, 0, NOW + 5 * HOUR), item(2, 1, NOW), item(3, 0, NOW + 3 * HOUR), item(4, 0, NOW + HOUR)];
    expect(liveMatchesOfTab(items, LiveListTab.Scheduled, NOW).map((entry) => entry.id)).toEqual([3, 1]);
    expect(liveMatchesOfTab(items, LiveListTab.Live, NOW).map((entry) => entry.id)).toEqual([2]);
  });

  it("keeps the server's order in the live tab, whatever the start times", () => {
    const items = [item(1, 1, NOW - HOUR), item(2, 1, NOW - 2 * HOUR)];
    expect(liveMatchesOfTab(items, LiveListTab.Live, NOW).map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('opens on the first tab that has matches, in the order live, coming soon, scheduled', () => {
    const { LIVE_LIST_TABS, firstNonEmptyTab } = loadTabs();
    expect(LIVE_LIST_TABS).toEqual([LiveListTab.Live, LiveListTab.ComingSoon, LiveListTab.Scheduled]);
    expect(firstNonEmptyTab([item(1, 0, NOW + 5 * HOUR)], NOW)).toBe(LiveListTab.Scheduled);
    expect(firstNonEmptyTab([item(1, 0, NOW + HOUR), item(2, 1, NOW)], NOW)).toBe(LiveListTab.Live);
    expect(firstNonEmptyTab([item(1, 0, NOW + 5 * HOUR), item(2, 0, NOW + HOUR)], NOW)).toBe(LiveListTab.ComingSoon);
    expect(firstNonEmptyTab([], NOW)).toBe(LiveListTab.Live);
  });
});
