/**
 * Panels between domains: a piece of one domain's screen shown inside another's page, as a named
 * link leads to one of its pages. A domain never imports another: each descriptor declares its
 * named panels — a name and the lazy chunk whose default export draws it — and the page that
 * shows one asks for it by name, `<DomainPanel name="anchors.streamerMoments" props={{ hostId }} />`
 * under a Suspense of its own (the chunk loads the first time the panel shows). The names and
 * their props are typed here, in one place; a descriptor that leaves out a panel of its domain does
 * not compile, and the recipe's conformance test checks that each is declared by its domain.
 */
import { withWords } from '../i18n/messages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every named panel, `<domain>.<name>`, with the props it takes. */
export interface DomainPanelProps {
  /** A streamer's moments, newest or hottest first, with likes (anchors): the live room's 动态 tab. */
  'anchors.streamerMoments': { hostId: number };
  /** The week's streamer ranking, its first rows with the streamer marked, and a link to the whole (anchors): the live room's 排行 tab. */
  'anchors.rankPreview': { hostId: number };
}

export type DomainPanelName = keyof DomainPanelProps;

/** The catalogue's names, for the checks that read it (each declared by its domain). */
export const DOMAIN_PANELS = {
  'anchors.streamerMoments': true,
  'anchors.rankPreview': true,
} as const satisfies Record<DomainPanelName, true>;

/** A panel's chunk: its default export draws the panel. */
export type PanelModule<Props> = { default: ComponentType<Props> };

/** The panels a domain's descriptor must declare: each of its names (without `<domain>.`) and its chunk. */
export type PanelsOf<Id extends string> = {
  readonly [Name in DomainPanelName as Name extends `${Id}.${infer Local}` ? Local : never]: () => Promise<
    PanelModule<DomainPanelProps[Name]>
  >;
};

/** A panel as the registry keeps it: its props are checked where it is declared and where it is asked for. */
type StoredPanel = ComponentType<Record<string, unknown>>;

const loaders = new Map<string, () => Promise<PanelModule<never>>>();
const components = new Map<string, LazyExoticComponent<StoredPanel>>();

/** Called by `defineDomain`: the domain's panels, with their chunks. */
export function registerDomainPanels(
  domainId: string,
  panels: Readonly<Record<string, () => Promise<PanelModule<never>>>>,
): void {
  for (const [name, load] of Object.entries(panels)) loaders.set(`${domainId}.${name}`, load);
}

/** The panel's component, made once per name (its chunk is asked for at its first render). */
function panelComponent(name: DomainPanelName): LazyExoticComponent<StoredPanel> {
  const made = components.get(name);
  if (made) return made;
  const load = loaders.get(name);
  if (load === undefined)
    throw new Error(`No domain declares the panel ${name}: is its descriptor in src/app/domains.ts?`);
  const component = lazy(() => withWords(load() as unknown as Promise<{ default: StoredPanel }>));
  components.set(name, component);
  return component;
}

/** Another domain's panel, by name, with its props: wrap it in a Suspense with the place's skeleton. */
export function DomainPanel<Name extends DomainPanelName>({
  name,
  props,
}: {
  name: Name;
  props: DomainPanelProps[Name];
}) {
  const Panel = panelComponent(name) as unknown as ComponentType<DomainPanelProps[Name]>;
  return <Panel {...props} />;
}
