/**
 * The finals view: "only 2024-06-06 to 2024-06-19". Our reading: those are the
 * days of the NBA 2023-24 Finals (Celtics–Mavericks, 6 to 17 June US time, to the 18th in the
 * backend's UTC+8 days, with a day's margin each side), so the window is the finals view of the
 * 2023-24 season — the games of the 总决赛 tie of its playoff bracket (stage 10484): a game the
 * backend files under that stage outside the window (a mis-staged or placeholder game) is left
 * out. Other seasons' finals have their own days and are shown as they come.
 */
import { NbaSeasonId, NbaStageId, type NbaGame } from '../../../contracts/nba';
import { dayKeyOf } from './schedule-dates';

/** Both days included, as backend (UTC+8) days. */
export const FINALS_WINDOW = { seasonId: NbaSeasonId.season2324, from: '2024-06-06', to: '2024-06-19' } as const;

/** The games a tie of a season's bracket shows: the 2023-24 finals only within the window. */
export function finalsViewGames<Game extends Pick<NbaGame, 'matchDate'>>(
  seasonId: number,
  stageId: number,
  games: readonly Game[],
): Game[] {
  if (seasonId !== FINALS_WINDOW.seasonId || stageId !== NbaStageId.finals) return [...games];
  return games.filter((game) => {
    const day = dayKeyOf(game.matchDate);
    return day >= FINALS_WINDOW.from && day <= FINALS_WINDOW.to;
  });
}
