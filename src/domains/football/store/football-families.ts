/**
 * How the football slices keep their resources: one keyed family per field of the state, asked
 * for by a request that carries its key's id (store/keys.ts) and how to fetch it now (the game
 * id may change between two loads). First screens keep their last good answer on the device,
 * read back by the parser that reads the wire (another version's copy is dropped).
 */
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import type { ResourceMap } from '../../../platform/store/keyed';
import { keyedResources } from '../../../platform/store/keyed-resources';
import type { LastSeenOptions } from '../../../platform/store/resource';
import type { StoreScope } from '../../../platform/store/store-scope';
import type { FootballState } from './initial-state';

type Field = keyof Omit<FootballState, 'competitions'>;
type DataOf<K extends Field> = FootballState[K] extends ResourceMap<infer T> ? T : never;

interface Request<T> {
  id: string;
  fetch(): Promise<T>;
}

/** The device's copy of a first screen's answer under `football:<prefix>:<key>`. */
export const lastSeen =
  <T>(prefix: string, parse: (data: unknown) => T) =>
  (key: string): LastSeenOptions<T> => ({ name: `football:${prefix}:${key}`, version: 1, parse });

/** The portal's game the match lists are asked for (their odds and anchors). */
export const currentGameId = () => configSelectors.sportJumpGame(useConfigStore.getState());

/** The store's parts a slice builds its families with. */
export interface FootballStoreParts {
  scope: StoreScope;
  get: () => FootballState;
  set: (partial: Partial<FootballState>) => void;
}

/** A field's family: `load(id, fetch)` loads (or refreshes) the resource under that id. */
export function footballFamily<K extends Field>(
  { scope, get, set }: FootballStoreParts,
  field: K,
  keep?: (id: string) => LastSeenOptions<DataOf<K>>,
): (id: string, fetch: () => Promise<DataOf<K>>) => Promise<void> {
  const family = keyedResources<FootballState, K, Request<DataOf<K>>, DataOf<K>>({
    scope,
    get,
    set,
    field,
    idOf: (request) => request.id,
    fetch: (request) => request.fetch(),
    lastSeen: keep && ((request) => keep(request.id)),
  });
  return (id, fetch) => family.load({ id, fetch });
}
