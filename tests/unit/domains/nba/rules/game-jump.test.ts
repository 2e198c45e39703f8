/** A game opens the portal's basketball pages through the navigation port. */
import { HostRoute } from '@src/contracts/host-routes';
import { basketballMatchTarget as gameJumpTarget } from '@src/domains/match/rules/match-jump';
import { parseNbaIdParam } from '@src/domains/nba/nba-paths';

it('opens a game not over in /newSport/B/match-detail with sid, matchId, pt and ot=1', () => {
  for (const statusId of [1, 2, 5, 9, 13]) {
    expect(gameJumpTarget({ id: 19070664, statusId }, 164)).toEqual({
      kind: 'host',
      path: HostRoute.bMatchDetail,
      query: { sid: '2', matchId: '19070664', pt: '164', ot: '1' },
    });
  }
});

it('opens a finished game’s result in /newSport/match-result/bb with sid and matchId', () => {
  expect(gameJumpTarget({ id: 17450001, statusId: 10 }, 164)).toEqual({
    kind: 'host',
    path: '/newSport/match-result/bb',
    query: { sid: '2', matchId: '17450001' },
  });
});

it('reads route ids', () => {
  expect(parseNbaIdParam('2001')).toBe(2001);
  expect(parseNbaIdParam('0')).toBeNull();
  expect(parseNbaIdParam('12a')).toBeNull();
  expect(parseNbaIdParam(undefined)).toBeNull();
});
