/**
 * The header tab bar (主播, 爆料, 盈利榜, 体育专题; 世界杯 defined but hidden): which tabs
 * show and which one a page lights up. Their order is header-tab-order.ts's.
 */
import type { HeaderTab } from '../../platform/domain/domain-descriptor';
import { linkTo } from '../../platform/domain/domain-links';
import { findRoute } from '../routing/route-table';
import { HEADER_TABS } from './header-tab-order';

export type { HeaderTab };

/** Tabs a user sees: not hidden, not hidden by the euro flag, and whose page exists. */
export function visibleHeaderTabs(
  flags: { euro: boolean },
  tabs: readonly HeaderTab[] = HEADER_TABS,
  hasPage: (path: string) => boolean = (path) => findRoute(path) !== undefined,
): HeaderTab[] {
  return tabs.filter((tab) => !tab.hidden && !(tab.hiddenWhenEuro && flags.euro) && hasPage(tab.path));
}

/** The path of the tab a page's route names (by the named link of the tab's page), if it names one. */
function routeTabPath(appPath: string): string | undefined {
  const link = findRoute(appPath)?.tab;
  return link && linkTo(link);
}

/** The tab the page lights up: the one whose page its route names, else the one whose path it is under. */
export function activeHeaderTab(
  appPath: string,
  tabs: readonly HeaderTab[],
  routeTab: (path: string) => string | undefined = routeTabPath,
): HeaderTab | undefined {
  const named = routeTab(appPath);
  if (named) return tabs.find((tab) => tab.path === named);
  return tabs.find((tab) => appPath === tab.path || appPath.startsWith(`${tab.path}/`));
}
