/** @jest-environment node */
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { describeFile, pictureIn } from '../../../shell-demo/server/world/files';
import { CompetitionId, NbaStageId, SeasonId2425, footballSeasonIdOf } from '../../../shell-demo/server/world/ids';
import {
  anchorHome,
  hostLiveMatchInfo,
  hostMoments,
  hostSchedule,
  likeMoment,
} from '../../../shell-demo/server/world/queries/anchors';
import {
  FOOTBALL_STAT_TYPES,
  footballBestPlayers,
  footballKnockoutStages,
  footballMatchDates,
  footballMatchLineup,
  footballMatchesOfDate,
  footballPlayerDetail,
  footballPlayerRanking,
  footballSquad,
  footballTeamSeasons,
} from '../../../shell-demo/server/world/queries/football';
import {
  NBA_SCOPES,
  nbaFinalsCup,
  nbaMatchDates,
  nbaGamesOfDate,
  nbaPlayerRanking,
  nbaPlayoffBracket,
  nbaStandings,
  nbaTeamRoster,
} from '../../../shell-demo/server/world/queries/nba';
import { addTipComment, tipCommentList } from '../../../shell-demo/server/world/queries/news';
import {
  rankingConfigList,
  rankingDate,
  userBettingList,
  weeklyPeriods,
} from '../../../shell-demo/server/world/queries/ranking';
import { TEST_SEED, utc } from './support/world-fixtures';

describe('world queries', () => {
  const now = utc(10);
  const world = worldWithKeptScripts({ seed: TEST_SEED, now });
  const premierLeague = footballSeasonIdOf(CompetitionId.premierLeague);

  it('list match dates and the matches of a date', () => {
    const dates = footballMatchDates(world, premierLeague);
    expect(dates).toHaveLength(38);
    const today = dates.find((date) => date <= now && now < date + 86_400_000) ?? 0;
    const matches = footballMatchesOfDate(world, premierLeague, today);
    expect(matches).toHaveLength(10);
    expect(matches[0]?.home.nameZh).toBeTruthy();
  });

  it('ranks players by each statistic, top 10, best first', () => {
    for (const stat of FOOTBALL_STAT_TYPES) {
      const ranking = footballPlayerRanking(world, premierLeague, stat);
      expect(ranking).toHaveLength(10);
      for (let index = 1; index < ranking.length; index += 1)
        expect(ranking[index - 1]?.value ?? 0).toBeGreaterThanOrEqual(ranking[index]?.value ?? 0);
    }
    const scorer = footballPlayerRanking(world, premierLeague, 'goals')[0];
    const detail = footballPlayerDetail(world, scorer?.playerId ?? 0);
    expect(detail?.seasons.find((season) => season.seasonId === premierLeague)?.totals.goals).toBe(scorer?.value);
    expect(footballBestPlayers(world, scorer?.teamId ?? 0, premierLeague).goals?.value).toBeGreaterThanOrEqual(
      scorer?.value ?? 0,
    );
  });

  it('player goals equal the goals of the matches', () => {
    const goals = new Map<number, number>();
    for (const match of world.matches.values()) {
      if (match.sport !== 'football' || match.seasonId !== premierLeague) continue;
      for (const goal of match.goals)
        if (goal.kind !== 'own-goal') goals.set(goal.playerId, (goals.get(goal.playerId) ?? 0) + 1);
    }
    for (const [playerId, totals] of world.footballStats.get(premierLeague) ?? [])
      expect(totals.goals).toBe(goals.get(playerId) ?? 0);
  });

  it('gives squads with positions, season lists and line-ups', () => {
    const city = [...world.footballTeams.values()].find((team) => team.nameEn === 'Manchester City');
    const squad = footballSquad(world, city?.id ?? 0);
    expect(squad).toHaveLength(25);
    expect(new Set(squad.map((player) => player.position))).toEqual(
      new Set(['goalkeeper', 'defender', 'midfielder', 'forward']),
    );
    expect(footballTeamSeasons(world, city?.id ?? 0).map((item) => item.competitionId)).toContain(
      CompetitionId.premierLeague,
    );
    const played = [...world.matches.values()].find(
      (match) => match.sport === 'football' && match.endedAt !== null && match.seasonId === premierLeague,
    );
    const lineup = footballMatchLineup(world, played?.id ?? 0);
    expect(lineup?.home.filter((entry) => entry.starter)).toHaveLength(11);
  });

  it('builds knockout brackets with undecided slots as 待定', () => {
    const worldCup = footballKnockoutStages(world, footballSeasonIdOf(CompetitionId.worldCup));
    expect(worldCup.map((stage) => stage.ties.length)).toEqual([8, 4, 2, 1, 1]);
    expect(worldCup[0]?.ties.every((tie) => tie.winnerId !== 0)).toBe(true);
    expect(worldCup[4]?.ties[0]?.teamA.nameZh).toBe('待定');
    const euro = footballKnockoutStages(world, footballSeasonIdOf(CompetitionId.euro));
    expect(euro[3]?.ties[0]?.winnerId).not.toBe(0);
  });

  it('serves the NBA: dates, games, standings, rankings, rosters, playoffs and the finals cup', () => {
    const dates = nbaMatchDates(world, SeasonId2425, 'regular');
    expect(dates.length).toBeGreaterThanOrEqual(82);
    expect(nbaGamesOfDate(world, SeasonId2425, 'regular', now).length).toBeGreaterThanOrEqual(14);
    const conferences = nbaStandings(world, SeasonId2425, 'conference');
    expect(conferences.map((group) => group.rankingItem.length)).toEqual([15, 15]);
    expect(nbaStandings(world, SeasonId2425, 'division')).toHaveLength(6);
    for (const scope of NBA_SCOPES) expect(nbaPlayerRanking(world, SeasonId2425, scope)).toHaveLength(10);
    expect(nbaTeamRoster(world, 2001)).toHaveLength(15);
    const cup = nbaFinalsCup(world, SeasonId2425);
    expect(cup.map((stage) => [stage.stageId, stage.series.length])).toEqual([
      [NbaStageId.cupQuarterfinals, 4],
      [NbaStageId.cupSemifinals, 2],
      [NbaStageId.cupFinal, 1],
    ]);
    expect(cup[2]?.series[0]?.winnerId).not.toBe(0);
    const playoffs = nbaPlayoffBracket(world, 1745);
    expect(playoffs.map((stage) => stage.series.length)).toEqual([8, 4, 2, 1]);
    const finals = playoffs[3]?.series[0];
    expect(Math.max(finals?.winsA ?? 0, finals?.winsB ?? 0)).toBe(4);
    expect(
      finals?.games.every((game) => game.matchDate >= Date.UTC(2024, 5, 6) && game.matchDate < Date.UTC(2024, 5, 20)),
    ).toBe(true);
    expect(nbaFinalsCup(world, 1745)[2]?.series).toHaveLength(1);
  });

  it('serves streamers: home, schedule, match info, moments and likes', () => {
    const home = anchorHome(world);
    expect(home.hosts).toHaveLength(200);
    expect(home.liveMatchList.length).toBeGreaterThan(0);
    const live = home.hosts.find((host) => host.liveStatus === 1);
    expect(hostSchedule(world, live?.id ?? 0).some((entry) => entry.liveStatus === 1)).toBe(true);
    expect(hostLiveMatchInfo(world, live?.id ?? 0)?.liveStatus).toBe(1);
    const sources = new Set(
      [...world.hosts.values()].flatMap((host) => host.liveSchedule.map((entry) => entry.matchSource)),
    );
    expect(sources).toEqual(new Set([164, 100, 34]));
    expect([...world.hosts.values()].some((host) => host.liveStatus === 3)).toBe(true);
    expect(
      [...world.hosts.values()].some((host) => host.liveSchedule.some((entry) => entry.liveUserGroupId !== null)),
    ).toBe(true);
    const moments = hostMoments(world, { hostId: live?.id ?? 0, page: 1, size: 3 });
    expect(moments.list.length).toBeGreaterThan(0);
    const first = moments.list[0];
    expect(likeMoment(world, first?.id ?? 0, 3)).toBe((first?.likeCount ?? 0) + 3);
  });

  it('serves comments with replies, and adds new ones', () => {
    const tip = [...world.tips.values()].find((candidate) => candidate.commentCount >= 5);
    const page = tipCommentList(world, tip?.id ?? 0, { size: 50 });
    expect(page.list.length + page.list.reduce((sum, comment) => sum + comment.subComments.length, 0)).toBe(
      tip?.commentCount,
    );
    const parent = page.list[0];
    const reply = addTipComment(world, tip?.id ?? 0, {
      userId: 1,
      nickName: '测试',
      content: '同意',
      parentId: parent?.id ?? 0,
    });
    expect(parent?.subComments).toContain(reply);
  });

  it('serves the ranking: periods, lists and the betting list', () => {
    const configs = rankingConfigList(world);
    expect(configs[0]?.rankingDateList).toHaveLength(4);
    const lastWeek = rankingDate(world, weeklyPeriods(world)[1] ?? { startDate: 0, endDate: 0, hidden: 0 });
    expect(lastWeek.winRankingList.length).toBeGreaterThan(10);
    for (const entry of lastWeek.winRankingList) {
      expect(entry.bettingReportList.length).toBeLessThanOrEqual(3);
      for (const report of entry.bettingReportList) expect(Array.isArray(JSON.parse(report.betInfo))).toBe(true);
    }
    expect(userBettingList(world).list).toHaveLength(100);
  });

  it('describes generated images: crests in club colours, avatars, moment pictures', () => {
    const city = [...world.footballTeams.values()].find((team) => team.nameEn === 'Manchester City');
    expect(describeFile(world, city?.logoFileId ?? '')).toEqual({
      kind: 'crest',
      title: '曼城',
      colors: ['#6CABDD', '#1C2C5B'],
    });
    const host = world.hosts.values().next().value;
    expect(describeFile(world, host?.pictureId ?? '')).toMatchObject({ kind: 'avatar', title: host?.nickName });
    const moment = [...world.moments.values()].find((candidate) => candidate.pictureIds.length > 0);
    expect(describeFile(world, moment?.pictureIds[0] ?? '')?.kind).toBe('picture');
    expect(describeFile(world, 'crest-999999.svg')).toBeUndefined();
    expect(describeFile(world, 'avatar-110001.svg')?.kind).toBe('avatar');
    // In another language: a crest names its club in it (its code in English), an avatar its person.
    expect(describeFile(world, city!.logoFileId.replace('.svg', '-en.svg'))?.title).toBe(city!.code);
    expect(describeFile(world, city!.logoFileId.replace('.svg', '-zh-HK.svg'))?.title).toBe('曼城');
    const player = [...world.footballPlayers.values()][0]!;
    expect(describeFile(world, player.pictureId.replace('.svg', '-en.svg'))?.title).toBe(player.nameEn);
    expect(describeFile(world, city!.logoFileId.replace('.svg', '-fr.svg'))).toBeUndefined();
    expect(pictureIn(city!.logoFileId, 'en')).toBe(city!.logoFileId.replace('.svg', '-en.svg'));
    expect(pictureIn('banner-1-x.svg', 'en')).toBe('banner-1-x.svg');
    expect(pictureIn('avatar-110001.svg', 'zh-HK')).toBe('avatar-110001-zh-HK.svg');
    // An id already in a language, or any other string of the answer, stays as it is.
    expect(pictureIn('crest-41-en.svg', 'en')).toBe('crest-41-en.svg');
    expect(pictureIn('曼城', 'en')).toBe('曼城');
  });
});
