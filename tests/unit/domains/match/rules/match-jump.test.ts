/** Where the live room's buttons lead in the portal: a streamed match's page on the streamer's tab, its live page with the streamer. */
import { HostRoute } from '@src/contracts/host-routes';
import { ScheduleLiveStatus, StreamerLiveStatus } from '@src/contracts/match';
import { matchJumpTarget, streamedMatchLiveTarget } from '@src/domains/match/rules/match-jump';
import type * as MatchJumpModule from '@src/domains/match/rules/match-jump';
import { freshModule } from '@tests/support/fresh-module';
import { anchorInfo } from '@tests/support/match-fixtures';

it("a streamed match's page opens on the streamer's tab", () => {
  // The tab's name is the module's constant: read through the module loaded for the test (freshModule).
  const { streamedMatchDetailTarget: detailTarget } = freshModule<typeof MatchJumpModule>(
    '@src/domains/match/rules/match-jump',
  );
  expect(detailTarget(9001, 12)).toEqual({
    kind: 'host',
    path: HostRoute.matchDetail,
    query: { matchId: 9001, hostId: 12, tab: 'anchor' },
  });
});

it("a streamed match's live page takes the streamer and the match's source", () => {
  expect(streamedMatchLiveTarget({ matchId: 9001, matchSource: 2 }, 12)).toEqual({
    kind: 'host',
    path: HostRoute.live,
    query: { matchId: 9001, hostId: 12, matchSource: 2 },
  });
});

it("a tap on a match follows its sport's rule: a basketball game opens the basketball pages, any other sport the football ones", () => {
  expect(matchJumpTarget({ id: 31, statusId: 10, sport: 'basketball' }, 88)).toEqual({
    kind: 'host',
    path: HostRoute.basketballResult,
    query: { sid: '2', matchId: '31' },
  });
  expect(matchJumpTarget({ id: 31, statusId: 4, sport: 'basketball' }, 88)).toEqual({
    kind: 'host',
    path: HostRoute.bMatchDetail,
    query: { sid: '2', matchId: '31', pt: '88', ot: '1' },
  });
  expect(matchJumpTarget({ id: 32, statusId: 8, sport: 'football' }, 88)).toEqual({
    kind: 'host',
    path: HostRoute.resultDetail,
    query: { matchId: '32' },
  });
});

it("a tap on a football match not yet over opens its match page, on the streamer's tab when one is live on it", () => {
  const live = anchorInfo({
    hostId: 7,
    hostLiveStatus: StreamerLiveStatus.Live,
    liveStatus: ScheduleLiveStatus.InProgress,
  });
  expect(matchJumpTarget({ id: 33, statusId: 4, sport: 'football', anchorInfo: [live] }, 88)).toEqual({
    kind: 'host',
    path: HostRoute.matchDetail,
    query: { matchId: '33', hostId: '7', tab: 'anchor' },
  });
  expect(matchJumpTarget({ id: 33, statusId: 1, sport: 'football' }, 88)).toEqual({
    kind: 'host',
    path: HostRoute.matchDetail,
    query: { matchId: '33', hostId: undefined, tab: undefined },
  });
});
