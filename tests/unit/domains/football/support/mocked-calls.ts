/** The mocked football api's calls by name: a tournament's are under its name (`euro.list`). */
import type { footballApi } from '@src/domains/football/api/football-api';

type Api = jest.MockedObjectDeep<typeof footballApi>;

export const callAt = (api: Api, name: string): jest.Mock =>
  name.split('.').reduce<unknown>((table, key) => (table as Record<string, unknown>)[key], api) as jest.Mock;

/** Every mocked call: the league's and each tournament's. */
export const everyCall = (api: Api): jest.Mock[] =>
  [api, api.euro, api['world-cup']].flatMap((table) => Object.values(table).filter(jest.isMockFunction));
