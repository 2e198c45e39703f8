/** The header tab bar of spec section 2: which tabs exist, where they go, when they show. */
import { findRoute } from '../routing/route-table';

export type HeaderTabKey = 'anchor' | 'news' | 'ranking' | 'sports' | 'world-cup';

export interface HeaderTab {
  key: HeaderTabKey;
  label: string;
  path: string;
  /** Other paths that light this tab up (the topic pages). */
  alsoActiveOn?: readonly string[];
  hiddenWhenEuro?: boolean;
  /** Defined but not shown (spec: the world-cup tab). */
  hidden?: boolean;
}

export const HEADER_TABS: readonly HeaderTab[] = [
  { key: 'anchor', label: '主播', path: '/anchor' },
  { key: 'news', label: '爆料', path: '/news' },
  { key: 'ranking', label: '盈利榜', path: '/user-ranking' },
  { key: 'sports', label: '体育专题', path: '/five-leagues', alsoActiveOn: ['/nba', '/euro-cup'], hiddenWhenEuro: true },
  { key: 'world-cup', label: '世界杯', path: '/world-cup', hidden: true },
];

/** Tabs a user sees: not hidden, not hidden by the euro flag, and whose page exists. */
export function visibleHeaderTabs(flags: { euro: boolean }, hasPage: (path: string) => boolean = (path) => findRoute(path) !== undefined): HeaderTab[] {
  return HEADER_TABS.filter((tab) => !tab.hidden && !(tab.hiddenWhenEuro && flags.euro) && hasPage(tab.path));
}

export function activeHeaderTab(appPath: string, tabs: readonly HeaderTab[]): HeaderTab | undefined {
  return tabs.find((tab) => [tab.path, ...(tab.alsoActiveOn ?? [])].some((path) => appPath === path || appPath.startsWith(`${path}/`)));
}
