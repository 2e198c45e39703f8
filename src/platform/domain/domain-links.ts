/**
 * Links between domains. A domain never imports another, and never writes another's
 * path either: each descriptor declares its named links — a name and one of its own route
 * patterns — and whoever needs one asks for it by name, `linkTo('live-room.room', { id })`.
 * The names and their parameters are typed here, in one place; the patterns come from the
 * descriptors, which `defineDomain` registers as they are defined (the app defines them all
 * when it starts: src/app/domains.ts). A descriptor that leaves out a link of its domain does
 * not compile; the recipe's conformance test checks each link against the descriptor's routes.
 */

/** Every named link, `<domain>.<name>`, with the parameters its route pattern takes. */
export const DOMAIN_LINKS = {
  /** The anchor home (anchors): where a live room's back leads when it was opened first. */
  'anchors.home': [],
  /** A streamer's picture and profile (anchors): the streamer's face in a live room leads there. */
  'anchors.profile': ['id'],
  /** A streamer's live room. The anchor pages, the match layer's rows and chips and the banners lead there. */
  'live-room.room': ['id'],
  /** The five leagues: the 体育专题 tab's page, first of the sports topics. */
  'football.fiveLeagues': [],
  'football.euroCup': [],
  /** Defined but hidden: reached by address. */
  'football.worldCup': [],
  /** The NBA topic page. */
  'nba.home': [],
  /** 领奖审核 (news): a live room's red-envelope winner goes on there. */
  'news.lotteryApproval': [],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type DomainLinkName = keyof typeof DOMAIN_LINKS;

/** The links that take no parameters (a topic's page, a header tab's page). */
export type PlainLinkName = {
  [Name in DomainLinkName]: (typeof DOMAIN_LINKS)[Name] extends readonly [] ? Name : never;
}[DomainLinkName];

/** The values of a link's parameters, by the names of its route pattern (`:id` → `{ id }`). */
export type LinkParams<Name extends DomainLinkName> = {
  readonly [Key in (typeof DOMAIN_LINKS)[Name][number]]: number | string;
};

/** The links a domain's descriptor must declare: each of its names (without `<domain>.`) and its route pattern. */
export type LinksOf<Id extends string> = {
  readonly [Name in DomainLinkName as Name extends `${Id}.${infer Local}` ? Local : never]: string;
};

type ParamsArgument<Name extends DomainLinkName> = (typeof DOMAIN_LINKS)[Name] extends readonly []
  ? []
  : [LinkParams<Name>];

const patterns = new Map<string, string>();

/** Called by `defineDomain`: the domain's links, with its route patterns. */
export function registerDomainLinks(domainId: string, links: Readonly<Record<string, string>>): void {
  for (const [name, pattern] of Object.entries(links)) patterns.set(`${domainId}.${name}`, pattern);
}

/** A route pattern with its `:params` filled in (each value URL-encoded): `/nba/team/:id` → `/nba/team/7`. */
export function pathOf(pattern: string, params: Readonly<Record<string, number | string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_whole, key: string) => encodeURIComponent(String(params[key])));
}

/** A route's id parameter (`:id`): a positive integer of at most `maxDigits` digits, or null for anything else. */
export function parseIdParam(value: string | undefined, maxDigits = 12): number | null {
  if (!value || value.length > maxDigits || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A route pattern as a test of an address's path: its end, wherever the app's base puts it. */
const patternTest = (pattern: string): RegExp =>
  new RegExp(`${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/?#]+)')}$`);

/** What a press on a link starts before its click: by link, with the link's parameters (raw text). */
const warmers: { test: RegExp; warm: (params: Readonly<Record<string, string>>) => void }[] = [];

/**
 * Called by `defineDomain`: what a press on a link into the domain's routes starts at once
 * (`warmLinks`), by the route pattern of each named link.
 */
export function registerLinkWarmers(
  domainId: string,
  warm: Readonly<Record<string, ((params: Readonly<Record<string, string>>) => void) | undefined>>,
): void {
  for (const [name, start] of Object.entries(warm)) {
    const pattern = patterns.get(`${domainId}.${name}`);
    if (pattern !== undefined && start) warmers.push({ test: patternTest(pattern), warm: start });
  }
}

/**
 * A pointerdown handler for a container of links (a finger's touch, before the click its lift
 * makes): a press on a link whose page declares a warm-up starts it, so that the page, once
 * routed, finds its chunk and its first call under way. A press that becomes a scroll has cost
 * those requests, nothing else.
 */
export function warmLinkOnPress(event: { target: EventTarget | null }): void {
  if (!(event.target instanceof Element)) return;
  const href = event.target.closest('a[href]')?.getAttribute('href');
  if (!href) return;
  const path = new URL(href, window.location.href).pathname;
  for (const { test, warm } of warmers) {
    const found = test.exec(path);
    if (found) return warm({ ...found.groups });
  }
}

/** The app path of another domain's page, by the link's name. */
export function linkTo<Name extends DomainLinkName>(name: Name, ...params: ParamsArgument<Name>): string {
  const pattern = patterns.get(name);
  if (pattern === undefined)
    throw new Error(`No domain declares the link ${name}: is its descriptor in src/app/domains.ts?`);
  return pathOf(pattern, params[0]);
}
