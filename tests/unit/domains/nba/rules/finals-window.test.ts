import { NbaSeasonId, NbaStageId, SeasonId2425 } from '@src/contracts/nba';
import { finalsViewGames } from '@src/domains/nba/rules/finals-window';

/** Tip-off at 08:30 in UTC+8 (the backend's day) on a day of June 2024. */
const june = (day: number) => ({ matchDate: Date.UTC(2024, 5, day, 0, 30) });

it('the 2023-24 finals show only 2024-06-06 to 2024-06-19 (backend days), both included', () => {
  const games = [5, 6, 12, 19, 20].map(june);
  expect(finalsViewGames(NbaSeasonId.season2324, NbaStageId.finals, games)).toEqual([june(6), june(12), june(19)]);
});

it('leaves other ties and other seasons as they come', () => {
  const games = [5, 20].map(june);
  expect(finalsViewGames(NbaSeasonId.season2324, NbaStageId.conferenceSemifinals, games)).toEqual(games);
  expect(finalsViewGames(SeasonId2425, NbaStageId.finals, games)).toEqual(games);
});
