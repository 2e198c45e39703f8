/**
 * A resource loader over a plain slot: its fetch a mock, its clock fixed, every state it wrote
 * kept in order (`seen`) beside the current one.
 */
import { idleResource, resourceLoader, type Resource, type ResourceOptions } from '@src/platform/store/resource';
import { StoreScope } from '@src/platform/store/store-scope';

export type Rows = string[];

export const NOW = 1_700_000_000_000;

export function harness(options: Omit<ResourceOptions<Rows>, 'scope' | 'slot' | 'fetch'> = {}) {
  let resource: Resource<Rows> = idleResource();
  const seen: Resource<Rows>[] = [];
  const scope = new StoreScope();
  const fetch = jest.fn<Promise<Rows>, []>();
  const loader = resourceLoader<Rows>({
    scope,
    slot: { get: () => resource, set: (next) => void seen.push((resource = next)) },
    fetch,
    now: () => NOW,
    ...options,
  });
  return { loader, fetch, scope, current: () => resource, seen };
}
