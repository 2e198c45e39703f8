/**
 * Routes of the parent portal that the remote navigates to ("Navigation
 * targets that are outside this app's own routes") with the query names each one takes.
 */
export const HostRoute = {
  login: '/login',
  matchDetail: '/newSport/match-detail',
  resultDetail: '/newSport/result-detail',
  live: '/newSport/live',
  bMatchDetail: '/newSport/B/match-detail',
  basketballResult: '/newSport/match-result/bb',
} as const;

export type HostRoutePath = (typeof HostRoute)[keyof typeof HostRoute];

export interface HostRouteQuery {
  '/login': { backPath: string };
  '/newSport/match-detail': { matchId: string; hostId?: string; tab?: string };
  '/newSport/result-detail': { matchId: string };
  '/newSport/live': { matchId: string; hostId?: string; matchSource?: string };
  /** `pt`: the platform's game id (common config `stSportJumpGame`) — the one meaning everywhere (NBA games, tips). */
  '/newSport/B/match-detail': { sid: string; matchId: string; messageId?: string; pt?: string; ot: '1' };
  '/newSport/match-result/bb': { sid: string; matchId: string };
}

/** Query names allowed per host route; anything else is dropped before a jump. */
export const HOST_ROUTE_QUERY: { readonly [P in HostRoutePath]: readonly (keyof HostRouteQuery[P])[] } = {
  '/login': ['backPath'],
  '/newSport/match-detail': ['matchId', 'hostId', 'tab'],
  '/newSport/result-detail': ['matchId'],
  '/newSport/live': ['matchId', 'hostId', 'matchSource'],
  '/newSport/B/match-detail': ['sid', 'matchId', 'messageId', 'pt', 'ot'],
  '/newSport/match-result/bb': ['sid', 'matchId'],
};

export const HOST_ROUTE_PATHS: readonly HostRoutePath[] = Object.values(HostRoute);

export const isHostRoute = (path: string): path is HostRoutePath =>
  (HOST_ROUTE_PATHS as readonly string[]).includes(path);

/**
 * The portal's sport path of the common config (`stSportPath`). The routes above name the default
 * one; a jump goes to the configured path with the same tail (`/sport2/B/match-detail`), and falls
 * back as the common config does (stored value, else this default).
 */
export const DEFAULT_SPORT_PATH = '/newSport';

/** A sport path a jump may start with: one or more plain segments (`/newSport`, `/h5/sport`). */
export const isSportPath = (value: unknown): value is string =>
  typeof value === 'string' && /^(\/[A-Za-z0-9_-]+)+$/.test(value) && value.length <= 64;

/** Where a host route lies for a portal whose sport path is `sportPath` (the login is not a sport page). */
export function hostRouteUrlPath(route: HostRoutePath, sportPath: string): string {
  if (!route.startsWith(`${DEFAULT_SPORT_PATH}/`) || !isSportPath(sportPath)) return route;
  return `${sportPath}${route.slice(DEFAULT_SPORT_PATH.length)}`;
}

/** The host route a configured path stands for (what a host reads off a `navigate` event), else undefined. */
export function hostRouteOfUrlPath(path: string, sportPath: string): HostRoutePath | undefined {
  return HOST_ROUTE_PATHS.find((route) => hostRouteUrlPath(route, sportPath) === path);
}

/** Plaza tabs the native app (or the host) may select by message. */
export type PlazaTab = 'anchor' | 'news';
export const PLAZA_TABS: readonly PlazaTab[] = ['anchor', 'news'];
