/**
 * Builders of the shared match layer's shapes (src/contracts/match.ts, the push payload): every
 * test of any domain names only the fields its case is about.
 */
import type { AnchorInfo, MatchSummary, TeamSummary } from '../../src/contracts/match';
import type { MatchLivePayload } from '../../src/contracts/match-push';
import { fixtureBuilder } from './fixture-builder';

/** The platform's game id in tests (the common config default, new-st). */
export const GAME = 164;
export const NOW = Date.UTC(2025, 5, 14, 12, 0, 0);
export const HOUR = 3_600_000;

/** A team as a match names it: one name for the full and the short, its id's crest. */
export const teamSummary = (id: number, name: string): TeamSummary => ({
  id,
  nameZh: name,
  shortNameZh: name,
  logoFileId: `crest-${id}.svg`,
});

export const matchSummary = fixtureBuilder<MatchSummary>(() => ({
  id: 500,
  sport: 'football',
  competitionName: '英超',
  stageName: '',
  stageId: 0,
  matchDate: NOW + HOUR,
  statusId: 1,
  homeId: 11,
  awayId: 12,
  homeScore: 0,
  awayScore: 0,
  home: teamSummary(11, '曼联'),
  away: teamSummary(12, '切尔西'),
  minute: 0,
  extraMinute: 0,
  period: 0,
  clockSeconds: 0,
}));

export const anchorInfo = fixtureBuilder<AnchorInfo>(() => ({
  hostId: 1,
  nickName: '主播1',
  pictureId: 'avatar-1.svg',
  hostLiveStatus: 0,
  watcherCount: 100,
  liveStatus: 0,
  liveRoomId: 9001,
  liveUserGroupId: null,
  liveGroupUserType: null,
  matchSource: GAME,
  isTop: 0,
}));

export const liveValue = fixtureBuilder<MatchLivePayload>(() => ({
  matchId: 500,
  sport: 'football',
  statusId: 2,
  homeScore: 0,
  awayScore: 0,
  minute: 10,
  extraMinute: 0,
  period: 0,
  clockSeconds: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
}));

/** A played match's two sides: ids, teams (built by the domain's `team`) and score. */
export function sides<Team>(
  homeId: number,
  awayId: number,
  score: readonly [number, number],
  team: (id: number) => Team,
) {
  return { homeId, awayId, home: team(homeId), away: team(awayId), homeScore: score[0], awayScore: score[1] };
}
