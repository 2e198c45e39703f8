/**
 * A federation runtime plugin of the default container: what we put into a host's
 * share scope never replaces the host's own module with a version the host did not ask for,
 * and when the host's React cannot serve us (another major), we run on our own copies.
 *
 * Why it is needed: a host with the default `shareStrategy: 'version-first'` picks the highest
 * version of a singleton among everything in the scope. A React 18 portal that declares us as a
 * build-time remote was handed our React 19 and went blank (`reading 'useRef'` of null).
 *
 * What it does, once per share scope the host hands our container (`init`):
 * - before we register: note the versions the others (the host, other remotes) have put there;
 * - after we register a package: if our version breaks another's `requiredVersion`, if it took
 *   the place of another's same version, or if the package is isolated, take ours out of the
 *   scope again — the host keeps exactly its own;
 * - when our code loads a shared package: if the package is isolated, answer "none" so that the
 *   bundler runtime uses our bundled fallback (`./mount` then runs on our own React 19).
 * The React family is isolated as one: our router, zustand and react-dom must use the same
 * React as our components. A host with React 19 (or without React) shares as before.
 *
 * The decision is kept on `window.__SPORT_INFO_SHARING__` (read by the contract kit and the
 * e2e tests): `{ mode: 'shared' | 'isolated', hostReact, remoteReact }`.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { satisfy } from '@module-federation/runtime';

/** The packages that must all come from the same side as React. */
const REACT_FAMILY = ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', 'zustand'];

export interface SharingDecision {
  mode: 'shared' | 'isolated';
  /** The React version someone else put into the scope, or null (a host without React). */
  hostReact: string | null;
  remoteReact: string | null;
}

declare global {
  interface Window {
    __SPORT_INFO_SHARING__?: SharingDecision;
  }
}

interface ScopeEntry {
  from?: string;
  shareConfig?: { requiredVersion?: string | false };
}
type Scope = Record<string, Record<string, ScopeEntry>>;

const major = (version: string): string => version.split('.')[0] ?? version;

export default function shareGuardPlugin(): ModuleFederationRuntimePlugin {
  /** Per scope name: what the others had registered before our container joined. */
  const othersByScope = new Map<string, Scope>();
  const isolatedScopes = new Set<string>();

  const othersOf = (scope: Scope, us: string): Scope => {
    const result: Scope = {};
    for (const [name, versions] of Object.entries(scope)) {
      const kept = Object.entries(versions).filter(([, entry]) => entry.from !== us);
      if (kept.length > 0) result[name] = Object.fromEntries(kept);
    }
    return result;
  };

  return {
    name: 'sport-info-share-guard',
    initContainerShareScopeMap(args) {
      const us = args.origin.options.name;
      const others = othersOf(args.shareScope as unknown as Scope, us);
      othersByScope.set(args.scopeName, others);
      const ourReact = args.options.shared.react?.[0]?.version ?? null;
      const hostReactVersions = Object.keys(others.react ?? {});
      const isolated =
        ourReact !== null &&
        hostReactVersions.length > 0 &&
        !hostReactVersions.some((v) => major(v) === major(ourReact));
      if (isolated) isolatedScopes.add(args.scopeName);
      if (typeof window !== 'undefined') {
        window.__SPORT_INFO_SHARING__ = {
          mode: isolated ? 'isolated' : 'shared',
          hostReact: hostReactVersions.sort().at(-1) ?? null,
          remoteReact: ourReact,
        };
      }
      return args;
    },
    afterRegisterShare(args) {
      const { pkgName, scope, shared, registeredShared, previousShared, shareScopeMap } = args;
      // Only what our container just placed there.
      if (registeredShared !== shared || shared.from !== args.origin.options.name) return;
      const others = othersByScope.get(scope)?.[pkgName] ?? {};
      const isolated = isolatedScopes.has(scope) && REACT_FAMILY.includes(pkgName);
      const breaksAnother = Object.values(others).some(
        (entry) =>
          typeof entry.shareConfig?.requiredVersion === 'string' &&
          !satisfy(shared.version, entry.shareConfig.requiredVersion),
      );
      // The same version the host put there, not yet loaded: the runtime breaks that tie by the
      // containers' names, so ours could take the host's place (and the host fetch our copy)
      // depending on which loaded first. The host's stays.
      const tookAnothersPlace = previousShared !== undefined && previousShared.from !== shared.from;
      if (!isolated && !breaksAnother && !tookAnothersPlace) return;
      const versions = shareScopeMap[scope]![pkgName]!;
      if (previousShared) versions[shared.version] = previousShared;
      else delete versions[shared.version];
    },
    resolveShare(args) {
      if (isolatedScopes.has(args.scope) && REACT_FAMILY.includes(args.pkgName)) {
        // Nothing registered fits: the bundler runtime falls back to our own bundled copy.
        args.resolver = () => undefined as never;
      }
      return args;
    },
  };
}
