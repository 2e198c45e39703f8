/**
 * The crowd's api module with the named calls replaced by mocks and the rest (its parsers, its
 * other calls) real. In a test file:
 *   jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
 *     jest.requireActual('../../support/crowd-api-mock').crowdApiWith('history', 'titleList'),
 *   );
 */
import type * as CrowdApiModule from '@src/domains/live-room/crowd/api/room-crowd-api';

type CrowdCall = keyof typeof CrowdApiModule.roomCrowdApi;

export function crowdApiWith(...calls: CrowdCall[]): typeof CrowdApiModule {
  const actual = jest.requireActual<typeof CrowdApiModule>('@src/domains/live-room/crowd/api/room-crowd-api');
  const mocked = Object.fromEntries(calls.map((call) => [call, jest.fn()]));
  return { ...actual, roomCrowdApi: { ...actual.roomCrowdApi, ...mocked } };
}
