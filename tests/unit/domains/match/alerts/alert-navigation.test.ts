import type { ShownAlert } from '../../../../../src/domains/match/alerts/alert-types';
import { parseRemoteEvent } from '../../../../../src/contracts/bridge-remote-events';
import { alertTarget, matchAlertEvent } from '../../../../../src/domains/match/alerts/view/alert-navigation';
import { matchAlert } from './alert-fixtures';

const alert = (overrides: Partial<ShownAlert>): ShownAlert =>
  ({
    id: '8-1',
    matchId: 8,
    kind: 'goal',
    sport: 'football',
    target: { kind: 'match', matchId: 8 },
    ...overrides,
  }) as ShownAlert;
const roomPath = (id: number) => `/anchor/detail/${id}`;

it.each([
  [{ target: { kind: 'room', hostId: 3 } }, { kind: 'app', path: '/anchor/detail/3' }],
  [{}, { kind: 'host', path: '/newSport/match-detail', query: { matchId: '8' } }],
  [{ kind: 'full-time' }, { kind: 'host', path: '/newSport/result-detail', query: { matchId: '8' } }],
  [
    { sport: 'basketball', kind: 'quarter-end' },
    { kind: 'host', path: '/newSport/B/match-detail', query: { sid: '2', matchId: '8', pt: '164', ot: '1' } },
  ],
  [
    { sport: 'basketball', kind: 'final' },
    { kind: 'host', path: '/newSport/match-result/bb', query: { sid: '2', matchId: '8' } },
  ],
] as const)('%j opens %j', (overrides, target) => {
  expect(alertTarget(alert(overrides as Partial<ShownAlert>), roomPath, 164)).toEqual(target);
});

it('tells the host the event’s fields, nothing of ours (seq, time, side, player, target)', () => {
  const shown: ShownAlert = {
    ...matchAlert({ seq: 3, matchId: 8, kind: 'goal-cancelled', corrects: '8-2', sport: 'other' }),
    heldForPicture: true,
    late: false,
    target: { kind: 'room', hostId: 3 },
  };
  const event = matchAlertEvent(shown);
  expect(event).toEqual({
    id: '8-3',
    kind: 'goal-cancelled',
    matchId: 8,
    sport: 'football',
    homeName: '主队',
    awayName: '客队',
    homeScore: 1,
    awayScore: 0,
    minute: 10,
    heldForPicture: true,
    late: false,
    corrects: '8-2',
  });
  expect(parseRemoteEvent('match-alert', event)).toEqual(event);
});
