/**
 * Live list tabs (1 live, 2 starting soon, 3 scheduled). Every shown live match
 * falls in exactly one tab: live when marked live (after the streamer display rule, so a live
 * streamer streams it); starting soon when it starts within COMING_SOON_MS (or should have started
 * and is not live yet); scheduled otherwise.
 */
import { LiveListTab, type LiveMatch } from '../../../contracts/anchors';
import { ActivityStatus } from '../../match/rules/streamer-display';

export type LiveListTabValue = (typeof LiveListTab)[keyof typeof LiveListTab];

export const LIVE_LIST_TABS: readonly LiveListTabValue[] = [
  LiveListTab.Live,
  LiveListTab.ComingSoon,
  LiveListTab.Scheduled,
];
export const COMING_SOON_MS = 2 * 60 * 60 * 1000;

export function liveListTabOf(item: Pick<LiveMatch, 'activityStatus' | 'startDate'>, now: number): LiveListTabValue {
  if (item.activityStatus === ActivityStatus.Live) return LiveListTab.Live;
  return item.startDate - now <= COMING_SOON_MS ? LiveListTab.ComingSoon : LiveListTab.Scheduled;
}

/** The matches of one tab, in start order (live ones keep the server's order). */
export function liveMatchesOfTab<Item extends Pick<LiveMatch, 'activityStatus' | 'startDate'>>(
  items: readonly Item[],
  tab: LiveListTabValue,
  now: number,
): Item[] {
  const inTab = items.filter((item) => liveListTabOf(item, now) === tab);
  return tab === LiveListTab.Live ? inTab : [...inTab].sort((a, b) => a.startDate - b.startDate);
}

/** The first tab that has matches (live first), for the initial selection. */
export function firstNonEmptyTab(
  items: readonly Pick<LiveMatch, 'activityStatus' | 'startDate'>[],
  now: number,
): LiveListTabValue {
  return LIVE_LIST_TABS.find((tab) => items.some((item) => liveListTabOf(item, now) === tab)) ?? LiveListTab.Live;
}
