/**
 * The header's tabs in bar order: each domain brings its tabs in its descriptor. Apart from the
 * bar's rules (header-tabs.ts), which ask the route table: the runtime reads a tab's path here,
 * and the route table's pages read the runtime.
 */
import type { HeaderTab } from '../../platform/domain/domain-descriptor';
import { DOMAINS } from '../domains';

/** Every tab the domains define, in bar order. */
export const HEADER_TABS: readonly HeaderTab[] = DOMAINS.flatMap((domain) => domain.headerTabs).sort(
  (a, b) => a.order - b.order,
);

/** Where the header tab with this key goes (`select-tab` of the host or the native app names a tab by key). */
export const headerTabPath = (key: string): string | undefined => HEADER_TABS.find((tab) => tab.key === key)?.path;
