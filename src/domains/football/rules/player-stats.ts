/** Player statistics: five statistics, the top 10 of each. */
import type { FootballStatType, PlayerStatRow } from '../../../contracts/football';

export const PLAYER_RANKING_SIZE = 10;

/** The player ranking keeps the top 10. Rows come best first. */
export function topPlayers(rows: readonly PlayerStatRow[], size = PLAYER_RANKING_SIZE): PlayerStatRow[] {
  return [...rows].sort((a, b) => a.rank - b.rank).slice(0, size);
}

/** How a statistic's value reads: minutes as 1,234′ grouping; the rest as counts. */
export function statValueLabel(stat: FootballStatType, value: number): string {
  return stat === 'minutes_played' ? `${value.toLocaleString('en-US')}′` : String(value);
}
