/**
 * Knockout brackets: deciding ties from their matches and filling the slots of later rounds
 * (group positions, best third-placed teams, winners and losers of earlier ties, NBA cup seeds).
 * A slot stays 0 (to be decided) until its source is settled, as on a real bracket.
 */
import { computeNbaRecords, rankNbaRows } from './basketball/standings';
import { computeStandings } from './football/standings';
import { standingsTieBreakOf } from './football/tournaments';
import { BasketballStatus, FootballStatus } from './status';
import type { FootballMatch, FootballSeason, KnockoutTie, TeamSource, WorldMatch } from './match-types';
import type { World } from './types';

function matchOf(world: World, matchId: number): WorldMatch | undefined {
  return world.matches.get(matchId) ?? world.nbaSeasons.get(Math.floor(matchId / 10_000))?.gameById.get(matchId);
}

function isFinished(match: WorldMatch): boolean {
  return match.sport === 'football'
    ? match.statusId === FootballStatus.finished
    : match.statusId === BasketballStatus.finished;
}

/** Winner and loser of a tie, or undefined while it is open. */
export function decideTie(world: World, tie: KnockoutTie): { winnerId: number; loserId: number } | undefined {
  const matches = tie.matchIds
    .map((id) => matchOf(world, id))
    .filter((match): match is WorldMatch => match !== undefined);
  const a = tie.teamA.teamId;
  const b = tie.teamB.teamId;
  if (a === 0 || b === 0) return undefined;
  if (tie.format === 'best-of-7') {
    let winsA = 0;
    let winsB = 0;
    for (const match of matches) {
      if (!isFinished(match)) continue;
      const homeWon = match.homeScore > match.awayScore;
      const winner = homeWon ? match.homeId : match.awayId;
      if (winner === a) winsA += 1;
      else winsB += 1;
    }
    if (winsA === 4) return { winnerId: a, loserId: b };
    if (winsB === 4) return { winnerId: b, loserId: a };
    return undefined;
  }
  if (matches.length === 0 || !matches.every(isFinished)) return undefined;
  let goalsA = 0;
  let goalsB = 0;
  for (const match of matches) {
    goalsA += match.homeId === a ? match.homeScore : match.awayScore;
    goalsB += match.homeId === b ? match.homeScore : match.awayScore;
  }
  if (goalsA !== goalsB) return goalsA > goalsB ? { winnerId: a, loserId: b } : { winnerId: b, loserId: a };
  const last = matches[matches.length - 1];
  if (last?.sport !== 'football' || last.homePenaltyScore === null || last.awayPenaltyScore === null) return undefined;
  const homeWonShootout = last.homePenaltyScore > last.awayPenaltyScore;
  const shootoutWinner = homeWonShootout ? last.homeId : last.awayId;
  return shootoutWinner === a ? { winnerId: a, loserId: b } : { winnerId: b, loserId: a };
}

function groupMatches(world: World, season: FootballSeason, groupName: string | null): FootballMatch[] {
  const matches: FootballMatch[] = [];
  for (const id of season.matchIds) {
    const match = world.matches.get(id);
    if (match?.sport !== 'football' || match.groupName === null) continue;
    if (groupName === null || match.groupName === groupName) matches.push(match);
  }
  return matches;
}

function groupIsComplete(matches: readonly FootballMatch[]): boolean {
  return matches.length > 0 && matches.every((match) => match.statusId === FootballStatus.finished);
}

/** Assigns the best third-placed teams to the slots open to their groups (a small search over orders). */
function bestThirdAssignment(
  world: World,
  season: FootballSeason,
  slots: readonly { slot: number; allowedGroups: string[] }[],
): Map<number, number> | undefined {
  const all = groupMatches(world, season, null);
  if (!groupIsComplete(all)) return undefined;
  const thirds = Object.entries(season.groups)
    .map(([groupName, teamIds]) => {
      const row = computeStandings(
        teamIds,
        all.filter((match) => match.groupName === groupName),
        standingsTieBreakOf(season.id),
      )[2];
      return row ? { groupName, row } : undefined;
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== undefined)
    .sort(
      (x, y) =>
        y.row.points - x.row.points ||
        y.row.goalDifference - x.row.goalDifference ||
        y.row.goalsFor - x.row.goalsFor ||
        x.row.teamId - y.row.teamId,
    )
    .slice(0, slots.length);
  const ordered = slots.slice().sort((x, y) => x.slot - y.slot);
  const assignment = new Map<number, number>();
  const used = new Set<number>();
  const search = (index: number): boolean => {
    const slot = ordered[index];
    if (!slot) return true;
    for (let candidate = 0; candidate < thirds.length; candidate += 1) {
      const third = thirds[candidate];
      if (!third || used.has(candidate) || !slot.allowedGroups.includes(third.groupName)) continue;
      used.add(candidate);
      assignment.set(slot.slot, third.row.teamId);
      if (search(index + 1)) return true;
      used.delete(candidate);
    }
    return false;
  };
  if (!search(0)) {
    // No order fits every slot's groups: take them by rank.
    ordered.forEach((slot, index) => {
      const third = thirds[index];
      if (third) assignment.set(slot.slot, third.row.teamId);
    });
  }
  return assignment;
}

function nbaCupSeed(world: World, seasonId: number, conference: 1 | 2, seed: number, cutoff: number): number {
  const season = world.nbaSeasons.get(seasonId);
  if (!season) return 0;
  const played = season.games.filter((game) => game.matchDate < cutoff);
  if (played.some((game) => game.kind === 'regular' && game.statusId !== BasketballStatus.finished)) return 0;
  const teams = [...world.nbaTeams.values()].filter((team) => team.conference === conference);
  return rankNbaRows(computeNbaRecords(teams, played))[seed - 1]?.teamId ?? 0;
}

function resolveSource(
  world: World,
  source: TeamSource,
  thirdAssignment: () => Map<number, number> | undefined,
  seasonId: number,
  time: number,
): number {
  switch (source.kind) {
    case 'seed':
      return 0;
    case 'winner':
      return world.ties.get(source.tieId)?.winnerId ?? 0;
    case 'loser':
      return world.ties.get(source.tieId)?.loserId ?? 0;
    case 'group': {
      const season = world.footballSeasons.get(seasonId);
      if (!season) return 0;
      const matches = groupMatches(world, season, source.groupName);
      if (!groupIsComplete(matches)) return 0;
      const table = computeStandings(season.groups[source.groupName] ?? [], matches, standingsTieBreakOf(seasonId));
      return table[source.position - 1]?.teamId ?? 0;
    }
    case 'best-third':
      return thirdAssignment()?.get(source.slot) ?? 0;
    case 'nba-cup-seed':
      // Seeds are taken from the records at the cutoff; before it they do not exist yet.
      return time < source.cutoff ? 0 : nbaCupSeed(world, seasonId, source.conference, source.seed, source.cutoff);
  }
}

/** Puts the tie's teams on its matches that have not started; returns the matches that changed. */
function applyTieTeams(world: World, tie: KnockoutTie): WorldMatch[] {
  const changed: WorldMatch[] = [];
  tie.matchIds.forEach((matchId, leg) => {
    const match = matchOf(world, matchId);
    if (!match || match.statusId !== FootballStatus.notStarted) return;
    const secondLeg = tie.format === 'two-legs' && leg === 1;
    const homeId = secondLeg ? tie.teamB.teamId : tie.teamA.teamId;
    const awayId = secondLeg ? tie.teamA.teamId : tie.teamB.teamId;
    if (match.homeId === homeId && match.awayId === awayId) return;
    match.homeId = homeId;
    match.awayId = awayId;
    if (match.venue === '' && homeId !== 0) {
      match.venue =
        (match.sport === 'football' ? world.footballTeams.get(homeId)?.venue : world.nbaTeams.get(homeId)?.venue) ?? '';
    }
    changed.push(match);
  });
  return changed;
}

/** Decides finished ties of a season and fills every slot whose source is settled. Returns matches whose teams changed. */
export function resolveSeasonTies(world: World, seasonId: number, time: number): WorldMatch[] {
  const tieIds = world.footballSeasons.get(seasonId)?.tieIds ?? world.nbaSeasons.get(seasonId)?.tieIds ?? [];
  const ties = tieIds.map((id) => world.ties.get(id)).filter((tie): tie is KnockoutTie => tie !== undefined);
  let assignment: Map<number, number> | undefined | null = null;
  const thirdAssignment = (): Map<number, number> | undefined => {
    if (assignment === null) {
      const season = world.footballSeasons.get(seasonId);
      const slots = ties
        .flatMap((tie) => [tie.teamA.source, tie.teamB.source])
        .filter((source) => source.kind === 'best-third');
      assignment = season ? bestThirdAssignment(world, season, slots) : undefined;
    }
    return assignment;
  };
  const changed: WorldMatch[] = [];
  // Ties are in stage order, so a winner decided here can fill a later slot in the same pass.
  for (const tie of ties) {
    for (const slot of [tie.teamA, tie.teamB]) {
      if (slot.teamId === 0) slot.teamId = resolveSource(world, slot.source, thirdAssignment, seasonId, time);
    }
    if (tie.teamA.teamId !== 0 && tie.teamB.teamId !== 0) changed.push(...applyTieTeams(world, tie));
    if (tie.winnerId === 0) {
      const decided = decideTie(world, tie);
      if (decided) {
        tie.winnerId = decided.winnerId;
        tie.loserId = decided.loserId;
      }
    }
  }
  return changed;
}
