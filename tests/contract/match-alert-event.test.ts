/**
 * The `match-alert` bridge event as a host reads it: the app's own conversion of a shown alert
 * passes the host's reader (bridge-remote-events.ts) and the contract kit's validator, and a
 * payload of another shape fails both.
 */
import { REMOTE_TO_HOST_EVENTS, parseRemoteEvent } from '../../src/contracts/bridge-remote-events';
import type { ShownAlert } from '../../src/domains/match/alerts/alert-types';
import { matchAlertEvent } from '../../src/domains/match/alerts/view/alert-navigation';
import { BRIDGE_PAYLOADS } from '../../scripts/contract-check/validators';

const shown: ShownAlert = {
  id: '12-4',
  matchId: 12,
  seq: 4,
  sport: 'football',
  kind: 'goal-cancelled',
  at: 1_700_000_000_000,
  minute: 67,
  homeName: '<b>曼城</b>',
  awayName: '阿森纳',
  homeScore: 1,
  awayScore: 1,
  side: 'home',
  playerName: '哈兰德',
  corrects: '12-3',
  heldForPicture: false,
  late: true,
  target: { kind: 'room', hostId: 88 },
};

const validate = BRIDGE_PAYLOADS['match-alert'];

it('is one of the events the remote sends', () => {
  expect(REMOTE_TO_HOST_EVENTS).toContain('match-alert');
});

it('a shown alert becomes an event both the reader and the kit accept, with exactly the documented fields', () => {
  const event = matchAlertEvent(shown);
  expect(Object.keys(event).sort()).toEqual(
    [
      'awayName',
      'awayScore',
      'corrects',
      'heldForPicture',
      'homeName',
      'homeScore',
      'id',
      'kind',
      'late',
      'matchId',
      'minute',
      'sport',
    ].sort(),
  );
  expect(validate(event)).toBeNull();
  expect(parseRemoteEvent('match-alert', event)).toEqual(event);
  expect(validate(matchAlertEvent({ ...shown, kind: 'goal', corrects: '', sport: 'basketball' }))).toBeNull();
  // A followed streamer going live: its id is the streamer's and the match's.
  const live = matchAlertEvent({ ...shown, id: 'host-88-12', kind: 'streamer-live', corrects: '', sport: '' });
  expect(validate(live)).toBeNull();
  expect(parseRemoteEvent('match-alert', live)).toEqual(live);
});

it.each([
  ['a number as id', { id: 12 }, /id/],
  ['an id of another match', { id: '13-4' }, /matchId/],
  ['an unknown kind', { kind: 'corner' }, /kind/],
  ['a sport we do not alert', { sport: 'tennis' }, /sport/],
  ['a score as text', { homeScore: '1' }, /homeScore/],
  ['held as text', { heldForPicture: 'yes' }, /heldForPicture/],
  ['a correction naming no goal', { corrects: '' }, /corrects/],
  ['a goal naming one', { kind: 'goal', corrects: '12-1' }, /corrects/],
  [
    'a streamer going live with a moment’s id',
    { kind: 'streamer-live', id: '12-3', corrects: '' },
    /host-<hostId>-<matchId>/,
  ],
  ['a streamer going live on another match', { kind: 'streamer-live', id: 'host-88-13', corrects: '' }, /matchId/],
])('refuses %s', (_name, change, problem) => {
  const payload = { ...matchAlertEvent(shown), ...change };
  expect(validate(payload)).toMatch(problem);
});

it('the reader refuses a wrong shape the kit also refuses', () => {
  for (const change of [{ kind: 'corner' }, { homeScore: '1' }, { late: 1 }, { sport: 'tennis' }])
    expect(parseRemoteEvent('match-alert', { ...matchAlertEvent(shown), ...change })).toBeUndefined();
});
