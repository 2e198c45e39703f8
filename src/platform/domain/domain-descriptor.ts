/**
 * A domain's descriptor: everything the app needs to know of a domain, in one
 * object the domain exports — its routes, its header tabs, what it starts and stops with the
 * app, and its reset. The app iterates the list of descriptors (src/app/domains.ts) for the
 * route table, the header tab bar and the runtime; it knows no domain by name. Adding a domain
 * is one folder and one line in that list (docs/adding-a-domain.md).
 *
 * A descriptor is read when the app starts, so it must stay light: pages load lazily (`load`),
 * and anything heavy that `start` needs is imported inside it.
 */
import type { ComponentType } from 'react';
import type { ChunkAsker } from '../deploy/chunk-failures';
import type { DomainStorageKey } from '../storage/local-storage';
import { clearDomainUserData, resetDomainStores } from '../store/domain-store';
import { registerDomainLinks, registerLinkWarmers, type LinksOf, type PlainLinkName } from './domain-links';
import { registerDomainPanels, type PanelModule, type PanelsOf } from './domain-panels';
import type { Word } from '../i18n/messages';

export type PageModule = { default: ComponentType };

export interface RouteEntry {
  /** Unique across the app: the kept-alive page's key. */
  id: string;
  /** Pattern relative to the app's base: `/anchor/detail/:id`. */
  pattern: string;
  /** Shows the header tab bar. */
  header: boolean;
  /** Stays mounted while hidden; state and scroll survive. */
  keepAlive: boolean;
  /** Pads the page's bottom for a bar fixed there (spec: "input padding", e.g. the live room's). */
  inputPadding?: boolean;
  /** Shows live data (scores, live states): the reconnect banner appears here when the push socket gives up. */
  liveData?: boolean;
  /**
   * The header tab this page lights up when it is not under that tab's path, by the named link
   * of the tab's page (the NBA page lights 体育专题: `'football.fiveLeagues'`).
   */
  tab?: PlainLinkName;
  /** The page's own chunk. */
  load: () => Promise<PageModule>;
  /**
   * Data of the page's first screen that needs the API address but not the config: asked for
   * when the page is where the app starts, as soon as the domain list has loaded, beside the
   * config call instead of after it.
   */
  prefetch?: () => unknown;
}

export interface HeaderTab {
  key: string;
  /** In the page's locale: the domain's tab words (platform/i18n/messages `wordOf`). */
  label: Word;
  /** Where the tab goes; it also lights up on every path under it. */
  path: string;
  /** Place in the bar: 10 主播, 20 爆料, 30 盈利榜, 40 体育专题, 50 世界杯. */
  order: number;
  /** Hidden when the euro flag is on (spec: sports topics). */
  hiddenWhenEuro?: boolean;
  /** Defined but not shown (spec: the world-cup tab). */
  hidden?: boolean;
  /**
   * Feeds the tab's live badge (the anchor tab's): calls `show` with the current value and on
   * every change, until the returned function is called.
   */
  watchBadge?(show: (visible: boolean) => void): () => void;
  /** What the badge means, for screen readers. */
  badgeLabel?: Word;
}

/**
 * Something a domain floats over every page (the live room's mini-player), in the frame's
 * overlay slot. The frame knows no domain by name: it asks `watch` whether the overlay shows and
 * loads its chunk the first time it does, so an overlay costs the first screen nothing.
 */
export interface FrameOverlay {
  /** Unique across the app. */
  id: string;
  /** Calls `show` with the current value and on every change, until the returned function is called. */
  watch(show: (visible: boolean) => void): () => void;
  /** The overlay's own chunk (its default export renders it). */
  load: () => Promise<PageModule>;
  /**
   * Off the first content's path: it shows (and its chunk loads) only once the app asks for its
   * late chunks, a while after the first screen, whatever `watch` says before.
   */
  late?: boolean;
  /**
   * Whose asking loads its chunk (`overlayAsker`): the app's own — a deploy met there waits for
   * the fan's next page — or the fan's. Unsaid: the app's for a `late` overlay, the fan's otherwise.
   */
  asker?: ChunkAsker;
}

/** Whose asking an overlay's chunk load is (a late overlay is the app's unless it says otherwise). */
export const overlayAsker = (overlay: FrameOverlay): ChunkAsker => overlay.asker ?? (overlay.late ? 'app' : 'fan');

export interface DomainDescriptor {
  /** The domain's folder name; its stores register under it. */
  id: string;
  routes: readonly RouteEntry[];
  /** Its named links (`<domain>.<name>` → one of its route patterns), which other domains ask for (domain-links). */
  links: Readonly<Record<string, string>>;
  /** Its named panels (`<domain>.<name>` → the panel's chunk), which other domains' pages show (domain-panels). */
  panels: Readonly<Record<string, () => Promise<PanelModule<never>>>>;
  /** Paths that redirect to one of its routes (`/` → `/anchor`, `/news1` → `/news`). */
  redirects: Readonly<Record<string, string>>;
  /** The keys it keeps in local storage (`domainStorageKey`), unique across the app. */
  storageKeys: readonly DomainStorageKey[];
  headerTabs: readonly HeaderTab[];
  /** What the domain floats over every page (the frame's overlay slot). */
  overlays: readonly FrameOverlay[];
  /**
   * Starts what lives as long as the mounted app — push handlers, held channels, follow-ups
   * of the session — and returns what stops it again (unmount).
   */
  start(): () => void;
  /** Every store of the domain back to its initial state (unmount, the `t` parameter). */
  reset(): void;
  /** The user's own data goes (logout, another user's login). */
  clearUserData(): void;
}

export type DomainSpec<Id extends string> = {
  id: Id;
  routes?: readonly RouteEntry[];
  redirects?: Readonly<Record<string, string>>;
  storageKeys?: readonly DomainStorageKey[];
  headerTabs?: readonly HeaderTab[];
  overlays?: readonly FrameOverlay[];
  start?: () => () => void;
  /** Besides the domain's stores (which reset by themselves): anything else to forget. */
  reset?: () => void;
} & (keyof LinksOf<Id> extends never
  ? { links?: undefined; warmLinks?: undefined }
  : {
      /** Every link of domain-links' catalogue under the domain's id, each with one of its route patterns. */
      links: LinksOf<Id>;
      /**
       * What a press on one of its links starts before the click (`warmLinkOnPress`): the page's
       * chunk, its first call. Given the link's parameters as the address has them (text). Light:
       * the descriptor is part of the first screen.
       */
      warmLinks?: { readonly [Name in keyof LinksOf<Id>]?: (params: Readonly<Record<string, string>>) => void };
    }) &
  (keyof PanelsOf<Id> extends never
    ? { panels?: undefined }
    : {
        /** Every panel of domain-panels' catalogue under the domain's id, each with its lazy chunk. */
        panels: PanelsOf<Id>;
      });

/**
 * A descriptor whose reset and clearUserData reach every store the domain created; its links,
 * their warm-ups and its panels are registered, so other domains can ask for them by name.
 */
export function defineDomain<Id extends string>(spec: DomainSpec<Id>): DomainDescriptor {
  const links: Readonly<Record<string, string>> = spec.links ?? {};
  const panels = (spec.panels ?? {}) as Readonly<Record<string, () => Promise<PanelModule<never>>>>;
  registerDomainLinks(spec.id, links);
  registerLinkWarmers(spec.id, spec.warmLinks ?? {});
  registerDomainPanels(spec.id, panels);
  return {
    id: spec.id,
    routes: spec.routes ?? [],
    links: Object.fromEntries(Object.entries(links).map(([name, pattern]) => [`${spec.id}.${name}`, pattern])),
    panels: Object.fromEntries(Object.entries(panels).map(([name, load]) => [`${spec.id}.${name}`, load])),
    redirects: spec.redirects ?? {},
    storageKeys: spec.storageKeys ?? [],
    headerTabs: spec.headerTabs ?? [],
    overlays: spec.overlays ?? [],
    start: spec.start ?? (() => () => undefined),
    reset: () => {
      resetDomainStores(spec.id);
      spec.reset?.();
    },
    clearUserData: () => clearDomainUserData(spec.id),
  };
}
