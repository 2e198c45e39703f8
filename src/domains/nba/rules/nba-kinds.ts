/**
 * The NBA's kinds, seasons and season phases: the kind switch of /nba
 * (regular season, playoffs, finals cup) and how each is requested — a finals-cup request is
 * sent as playoffs with the cup's stage —, the seasons each page offers, and the phase of the
 * season a game belongs to (regular, playoffs, preseason, all-star, finals).
 */
import {
  NBA_CUP_STAGE_IDS,
  NBA_PLAYOFF_STAGE_IDS,
  NBA_SEASONS,
  NbaKind,
  NbaStageId,
  SeasonId2425,
  type NbaGame,
  type NbaKindCode,
} from '../../../contracts/nba';
import type { NbaWords } from '../nba-messages';

/** The kind switch of /nba. */
export type NbaView = 'regular' | 'playoffs' | 'cup';
export const NBA_VIEWS: readonly NbaView[] = ['regular', 'playoffs', 'cup'];

export interface KindRequest {
  kind: NbaKindCode;
  stageId?: number;
}

/** What a view is sent as: the finals cup as playoffs with one of its stages (it needs one). */
export function kindRequest(view: NbaView, stageId?: number): KindRequest {
  if (view === 'regular') return { kind: NbaKind.Regular };
  if (view === 'playoffs')
    return stageId === undefined ? { kind: NbaKind.Playoffs } : { kind: NbaKind.Playoffs, stageId };
  if (stageId === undefined || !NBA_CUP_STAGE_IDS.includes(stageId)) {
    throw new Error(`a finals-cup request needs a cup stage (${NBA_CUP_STAGE_IDS.join(', ')})`);
  }
  return { kind: NbaKind.Playoffs, stageId };
}

/** The stages a knockout view is built from, in round order. */
export const knockoutStages = (view: 'playoffs' | 'cup'): readonly number[] =>
  view === 'cup' ? NBA_CUP_STAGE_IDS : NBA_PLAYOFF_STAGE_IDS;

/** The current season (spec: SeasonId2425), which every page opens on. */
export const CURRENT_SEASON_ID = SeasonId2425;

/**
 * /nba and the team pages offer every season of the spec (21-22 to 23-24) and the current one;
 * the date strip's filter bounds only the seasons that run past it (rules/schedule-dates).
 */
export const TOPIC_SEASONS = NBA_SEASONS;
export const TEAM_SEASONS = NBA_SEASONS;

export const seasonName = (seasonId: number): string =>
  NBA_SEASONS.find((season) => season.id === seasonId)?.name ?? String(seasonId);

/** Phases of a season. */
export type SeasonPhase = 'regular' | 'playoffs' | 'preseason' | 'allStar' | 'finals';

/**
 * The phase of a stage. The finals cup is played inside the regular season; the preseason and
 * the all-star game have stages of their own (contracts/nba.ts).
 */
export function seasonPhaseOfStage(stageId: number): SeasonPhase | undefined {
  if (stageId === NbaStageId.preseason) return 'preseason';
  if (stageId === NbaStageId.allStar) return 'allStar';
  if (stageId === NbaStageId.regular || NBA_CUP_STAGE_IDS.includes(stageId)) return 'regular';
  if (stageId === NbaStageId.finals) return 'finals';
  if (NBA_PLAYOFF_STAGE_IDS.includes(stageId)) return 'playoffs';
  return undefined;
}

/** Above a game in a schedule: '常规赛', '季后赛 首轮 G3', '总决赛 G2', '杯赛半决赛'. */
export function gameCaption(
  game: Pick<NbaGame, 'stageId' | 'stageName' | 'gameNumber'>,
  words: Pick<NbaWords, 'phases'>,
): string {
  if (NBA_CUP_STAGE_IDS.includes(game.stageId)) return game.stageName;
  const phase = seasonPhaseOfStage(game.stageId);
  const seriesGame = game.gameNumber > 0 ? ` G${game.gameNumber}` : '';
  if (phase === 'finals') return `${words.phases.finals}${seriesGame}`;
  if (phase === 'playoffs') return `${words.phases.playoffs} ${game.stageName}${seriesGame}`;
  if (phase) return words.phases[phase];
  return game.stageName;
}
