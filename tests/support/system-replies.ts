/** Envelopes of the start-up calls, for unit tests that render the whole app over the fake transport. */
import { DomainType, SystemCalls } from '../../src/contracts/system';
import type { Reply } from './fake-transport';

export function systemReply(path: string): Reply | undefined {
  switch (path) {
    case SystemCalls.domainList.path:
      return {
        envelope: {
          code: 1,
          data: [
            { type: DomainType.Api, domain: 'http://api.test' },
            { type: DomainType.Push, domain: 'ws://api.test/ws' },
            { type: DomainType.File, domain: 'http://api.test' },
          ],
        },
      };
    case SystemCalls.commonConfig.path:
      return { envelope: { code: 1, data: { stSportJumpGame: 164, stSportPath: '/newSport' } } };
    default:
      return undefined;
  }
}
