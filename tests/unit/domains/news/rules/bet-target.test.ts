import { HostRoute } from '@src/contracts/host-routes';
import { tipBetTarget } from '@src/domains/news/rules/bet-target';

it("a basketball tip's 去投注 sends pt = the platform's game id (one meaning of pt), with the tip as messageId", () => {
  expect(tipBetTarget({ id: 55, sportsType: 2 }, 7001, 164)).toEqual({
    kind: 'host',
    path: HostRoute.bMatchDetail,
    query: { sid: '2', matchId: '7001', messageId: '55', pt: '164', ot: '1' },
  });
});

it("a football tip's 去投注 carries the tip too: the B match page with sid 1 and messageId", () => {
  expect(tipBetTarget({ id: 55, sportsType: 1 }, 7001, 164)).toEqual({
    kind: 'host',
    path: HostRoute.bMatchDetail,
    query: { sid: '1', matchId: '7001', messageId: '55', pt: '164', ot: '1' },
  });
});
