/** Pre-season club friendlies (competition 10632), played before the league season. */
import { DAY, HOUR, localYear } from '../clock';
import { CompetitionId, footballSeasonIdOf, footballStageIdOf, matchIdOf } from '../ids';
import { rngFor } from '../random';
import type { World } from '../types';
import { CURRENT_ROUND_INDEX, oneStageSeason } from './leagues';
import { newFootballMatch } from './new-match';

const FRIENDLY_COUNT = 16;

export function buildFriendlies(world: World, today: number): void {
  const seasonId = footballSeasonIdOf(CompetitionId.friendlies);
  const stageId = footballStageIdOf(seasonId, 0);
  const rng = rngFor(world.seed, 'friendlies');
  const clubs = rng.shuffle(
    [...world.footballTeams.values()].filter((team) => team.kind === 'club').map((team) => team.id),
  );
  const firstDay = today - (CURRENT_ROUND_INDEX + 21) * DAY;
  const teamIds: number[] = [];
  for (let index = 0; index < FRIENDLY_COUNT; index += 1) {
    const homeId = clubs[index * 2] ?? 0;
    const awayId = clubs[index * 2 + 1] ?? 0;
    teamIds.push(homeId, awayId);
    const match = newFootballMatch({
      id: matchIdOf(seasonId, index + 1),
      competitionId: CompetitionId.friendlies,
      seasonId,
      stageId,
      round: 1,
      matchDate: firstDay + Math.floor(index / 2) * DAY + (index % 2 === 0 ? 20 : 26) * HOUR,
      homeId,
      awayId,
      venue: world.footballTeams.get(homeId)?.venue ?? '',
    });
    world.matches.set(match.id, match);
  }
  world.competitions.set(CompetitionId.friendlies, {
    id: CompetitionId.friendlies,
    nameZh: '俱乐部友谊赛',
    nameEn: 'Club Friendlies',
    shortNameZh: '友谊赛',
    kind: 'friendly',
    currentSeasonId: seasonId,
  });
  world.footballSeasons.set(
    seasonId,
    oneStageSeason({
      seasonId,
      competitionId: CompetitionId.friendlies,
      name: String(localYear(firstDay)),
      startDate: firstDay,
      endDate: firstDay + (FRIENDLY_COUNT / 2) * DAY,
      teamIds,
      stage: { nameZh: '友谊赛', nameEn: 'Friendlies' },
    }),
  );
}
