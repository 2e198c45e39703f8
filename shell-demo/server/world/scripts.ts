/**
 * Scripts are drawn on demand (at kickoff, or when a past result is needed) and kept. A script
 * is a function of the world's code, seed and day and of its match's teams alone, so the
 * development server keeps the ones it drew for its next start that day (drawn-scripts-cache.ts
 * beside the server): those are taken instead of drawing them again.
 */
import { allStarRoster, allStarTeamOf, nbaSideOf } from './basketball/exhibitions';
import { createBasketballScript } from './basketball/script';
import { euro2024Result } from './data/euro-2024-results';
import { NO_KNOCKOUT, createFootballScript, type KnockoutContext } from './football/script';
import { CompetitionId } from './ids';
import type { BasketballMatch, FootballMatch } from './match-types';
import type { BasketballScript, FootballScript } from './play-types';
import type { FootballPlayer, NbaPlayer, NbaTeam } from './team-types';
import type { World } from './types';

/** Scripts drawn for one seed and day, by match and teams (`drawnOrNew`). */
export interface DrawnScripts {
  seed: number;
  /** The world's day (clock.ts `localDayStart`). */
  day: number;
  football: Map<string, FootballScript>;
  basketball: Map<string, BasketballScript>;
}

/** Where each world takes earlier drawn scripts from and puts the ones it draws. */
const drawnScriptsOf = new WeakMap<World, DrawnScripts>();

/** Lets `world` take and keep scripts in `drawn` (both of its seed and day). */
export function shareDrawnScripts(world: World, drawn: DrawnScripts): void {
  drawnScriptsOf.set(world, drawn);
}

/** The script drawn earlier for this match and its teams, else a new one, kept in `drawn` either way. */
function drawnOrNew<Script>(
  drawn: Map<string, Script> | undefined,
  match: FootballMatch | BasketballMatch,
  draw: () => Script,
): Script {
  const key = `${match.id}:${match.homeId}:${match.awayId}`;
  const script = drawn?.get(key) ?? draw();
  drawn?.set(key, script);
  return script;
}

function footballSquad(world: World, teamId: number): FootballPlayer[] {
  return (world.footballSquads.get(teamId) ?? [])
    .map((id) => world.footballPlayers.get(id))
    .filter((player): player is FootballPlayer => player !== undefined);
}

function nbaRoster(world: World, team: NbaTeam): NbaPlayer[] {
  if (allStarTeamOf(team.id)) return allStarRoster(world, team);
  return (world.nbaSquads.get(team.id) ?? [])
    .map((id) => world.nbaPlayers.get(id))
    .filter((player): player is NbaPlayer => player !== undefined);
}

function knockoutContext(world: World, match: FootballMatch): KnockoutContext {
  const tie = match.tieId === null ? undefined : world.ties.get(match.tieId);
  if (!tie) return NO_KNOCKOUT;
  if (tie.format === 'single') return { mustDecide: true, earlierHome: 0, earlierAway: 0 };
  const legIndex = tie.matchIds.indexOf(match.id);
  if (legIndex < 1) return NO_KNOCKOUT;
  let earlierHome = 0;
  let earlierAway = 0;
  for (const earlierId of tie.matchIds.slice(0, legIndex)) {
    const earlier = world.matches.get(earlierId);
    if (earlier?.sport !== 'football') continue;
    // The first leg's script is its result, whether or not the world has played it out yet.
    const script = ensureFootballScript(world, earlier);
    for (const goal of script.goals) {
      if (goal.teamId === match.homeId) earlierHome += 1;
      else if (goal.teamId === match.awayId) earlierAway += 1;
    }
  }
  return { mustDecide: true, earlierHome, earlierAway };
}

function isNeutralVenue(world: World, match: FootballMatch): boolean {
  const kind = world.competitions.get(match.competitionId)?.kind;
  if (kind === 'tournament') return true;
  const tie = match.tieId === null ? undefined : world.ties.get(match.tieId);
  return tie?.format === 'single';
}

export function ensureFootballScript(world: World, match: FootballMatch): FootballScript {
  const existing = world.footballScripts.get(match.id);
  if (existing && existing.homeId === match.homeId && existing.awayId === match.awayId) return existing;
  const home = world.footballTeams.get(match.homeId);
  const away = world.footballTeams.get(match.awayId);
  if (!home || !away) throw new Error(`match ${match.id} has no teams yet`);
  const script = drawnOrNew(drawnScriptsOf.get(world)?.football, match, () =>
    createFootballScript(
      world.seed,
      match.id,
      { id: home.id, strength: home.strength, squad: footballSquad(world, home.id) },
      { id: away.id, strength: away.strength, squad: footballSquad(world, away.id) },
      {
        neutralVenue: isNeutralVenue(world, match),
        knockout: knockoutContext(world, match),
        // Euro 2024 replays its real results (data/euro-2024-results.ts).
        fixed: match.competitionId === CompetitionId.euro ? euro2024Result(home.code, away.code) : undefined,
      },
    ),
  );
  world.footballScripts.set(match.id, script);
  return script;
}

export function ensureBasketballScript(world: World, match: BasketballMatch): BasketballScript {
  const existing = world.basketballScripts.get(match.id);
  if (existing) return existing;
  const home = nbaSideOf(world, match.homeId);
  const away = nbaSideOf(world, match.awayId);
  if (!home || !away) throw new Error(`game ${match.id} has no teams yet`);
  const script = drawnOrNew(drawnScriptsOf.get(world)?.basketball, match, () =>
    createBasketballScript(
      world.seed,
      match.id,
      { id: home.id, strength: home.strength, roster: nbaRoster(world, home) },
      { id: away.id, strength: away.strength, roster: nbaRoster(world, away) },
    ),
  );
  world.basketballScripts.set(match.id, script);
  return script;
}
