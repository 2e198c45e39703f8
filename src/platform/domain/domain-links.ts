/**
 * Links between domains (issue 22 §5). A domain never imports another, and never writes another's
 * path either: each descriptor declares its named links — a name and one of its own route
 * patterns — and whoever needs one asks for it by name, `linkTo('anchors.liveRoom', { id })`.
 * The names and their parameters are typed here, in one place; the patterns come from the
 * descriptors, which `defineDomain` registers as they are defined (the app defines them all
 * when it starts: src/app/domains.ts). A descriptor that leaves out a link of its domain does
 * not compile; the recipe's conformance test checks each link against the descriptor's routes.
 */

/** Every named link, `<domain>.<name>`, with the parameters its route pattern takes. */
export const DOMAIN_LINKS = {
  /** A streamer's live room (anchors). The match layer's rows and chips lead there. */
  'anchors.liveRoom': ['id'],
  /** The five leagues: the 体育专题 tab's page, first of the sports topics. */
  'football.fiveLeagues': [],
  'football.euroCup': [],
  /** Defined but hidden (spec section 2): reached by address. */
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
export type LinkParams<Name extends DomainLinkName> = { readonly [Key in (typeof DOMAIN_LINKS)[Name][number]]: number | string };

/** The links a domain's descriptor must declare: each of its names (without `<domain>.`) and its route pattern. */
export type LinksOf<Id extends string> = {
  readonly [Name in DomainLinkName as Name extends `${Id}.${infer Local}` ? Local : never]: string;
};

type ParamsArgument<Name extends DomainLinkName> = (typeof DOMAIN_LINKS)[Name] extends readonly [] ? [] : [LinkParams<Name>];

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

/** The app path of another domain's page, by the link's name. */
export function linkTo<Name extends DomainLinkName>(name: Name, ...params: ParamsArgument<Name>): string {
  const pattern = patterns.get(name);
  if (pattern === undefined) throw new Error(`No domain declares the link ${name}: is its descriptor in src/app/domains.ts?`);
  return pathOf(pattern, params[0]);
}
