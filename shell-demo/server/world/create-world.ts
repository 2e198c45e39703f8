/**
 * The seeded sports world of the development server: competitions, clubs and squads, seasons
 * placed around `now` (some matches finished, some live, some to come), streamers, experts
 * and ranking users — identical for the same seed and `now`.
 *
 * Build order matters only in one place: matches are played up to `now` in kickoff order,
 * after streamers exist, so that the same code that the simulator runs later also switches
 * streamers live during the build. Experts' tips and users' betting reports are drawn later,
 * as if drawn before play and settled by it (people/people-drawing.ts).
 */
import { buildCurrentNbaSeason } from './basketball/seasons';
import { localDayStart } from './clock';
import { buildCups } from './football/cups';
import { buildFriendlies } from './football/friendlies';
import { buildLeagues } from './football/leagues';
import { buildEuro2024, buildWorldCup } from './football/tournaments';
import { advanceMatch } from './match-progress';
import { expertsToDraw } from './people/experts';
import { buildHosts } from './people/hosts';
import { buildNameForms } from './names';
import { drawPeopleOnFirstUse } from './people/people-drawing';
import { rankingUsersToDraw } from './people/ranking-users';
import { buildFootballSquads, buildNbaSquads } from './squads';
import { buildFootballTeams, buildNbaTeams } from './teams';
import { shareDrawnScripts, type DrawnScripts } from './scripts';
import type { World } from './types';

export const DEFAULT_WORLD_SEED = 20_240_601;

export interface CreateWorldOptions {
  seed?: number;
  /** The moment the world is built around (ms); defaults to Date.now(). */
  now?: number;
  /** Scripts drawn earlier for this seed and day, taken instead of drawing them again; the world adds the ones it draws. Others are ignored. */
  drawnScripts?: DrawnScripts;
}

function emptyWorld(seed: number, now: number): World {
  return {
    seed,
    builtAt: now,
    currentTime: now,
    version: 0,
    competitions: new Map(),
    footballSeasons: new Map(),
    footballTeams: new Map(),
    footballPlayers: new Map(),
    footballSquads: new Map(),
    footballStats: new Map(),
    footballScripts: new Map(),
    nbaTeams: new Map(),
    nbaPlayers: new Map(),
    nbaSquads: new Map(),
    nbaSeasons: new Map(),
    basketballScripts: new Map(),
    matches: new Map(),
    ties: new Map(),
    hosts: new Map(),
    hostsByMatch: new Map(),
    moments: new Map(),
    momentsByHost: new Map(),
    experts: new Map(),
    tips: new Map(),
    tipsByExpert: new Map(),
    tipsByMatch: new Map(),
    comments: new Map(),
    rankingUsers: new Map(),
    reports: new Map(),
    reportsByMatch: new Map(),
    names: new Map(),
  };
}

/** Lists each football season's fixtures by kickoff. */
function indexFootballSeasons(world: World): void {
  for (const match of world.matches.values()) {
    if (match.sport === 'football') world.footballSeasons.get(match.seasonId)?.matchIds.push(match.id);
  }
  for (const season of world.footballSeasons.values()) {
    season.matchIds.sort(
      (a, b) => (world.matches.get(a)?.matchDate ?? 0) - (world.matches.get(b)?.matchDate ?? 0) || a - b,
    );
  }
}

export function createWorld(options: CreateWorldOptions = {}): World {
  const seed = options.seed ?? DEFAULT_WORLD_SEED;
  const now = options.now ?? Date.now();
  const today = localDayStart(now);
  const world = emptyWorld(seed, now);
  const drawn = options.drawnScripts;
  if (drawn && drawn.seed === seed && drawn.day === today) shareDrawnScripts(world, drawn);

  world.footballTeams = buildFootballTeams();
  const football = buildFootballSquads(seed, world.footballTeams.values(), now);
  world.footballPlayers = football.players;
  world.footballSquads = football.squads;
  world.nbaTeams = buildNbaTeams();
  const nba = buildNbaSquads(seed, world.nbaTeams.values(), now);
  world.nbaPlayers = nba.players;
  world.nbaSquads = nba.squads;

  buildLeagues(world, today);
  buildCups(world, today);
  buildWorldCup(world, today);
  buildEuro2024(world);
  buildFriendlies(world, today);
  indexFootballSeasons(world);
  buildCurrentNbaSeason(world, today);

  buildHosts(world, now, today);
  world.names = buildNameForms(world);
  // Tips and betting reports are placed on the matches as they stand before play.
  const people = [expertsToDraw(world, now), rankingUsersToDraw(world, now)];

  // Earlier results feed later knockout slots, so play in kickoff order.
  const started = [...world.matches.values()]
    .filter((match) => match.matchDate <= now)
    .sort((a, b) => a.matchDate - b.matchDate || a.id - b.id);
  for (const match of started) advanceMatch(world, match, now);
  world.version = 0;
  drawPeopleOnFirstUse(world, people, started);
  return world;
}
