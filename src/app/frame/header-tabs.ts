/**
 * The header tab bar (主播, 爆料, 盈利榜, 体育专题; 世界杯 defined but hidden):
 * each domain brings its tabs in its descriptor; the frame orders them and decides which show.
 */
import type { HeaderTab } from '../../platform/domain/domain-descriptor';
import { linkTo } from '../../platform/domain/domain-links';
import { DOMAINS } from '../domains';
import { findRoute } from '../routing/route-table';

export type { HeaderTab };

/** Every tab the domains define, in bar order. */
export const HEADER_TABS: readonly HeaderTab[] = DOMAINS.flatMap((domain) => domain.headerTabs).sort(
  (a, b) => a.order - b.order,
);

/** Where the header tab with this key goes (`select-tab` of the host or the native app names a tab by key). */
export const headerTabPath = (key: string): string | undefined => HEADER_TABS.find((tab) => tab.key === key)?.path;

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
