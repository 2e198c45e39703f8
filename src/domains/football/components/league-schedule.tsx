/** The schedule tab of /five-leagues: a league's days (match-list), or a cup's days (the stages of each day). */
import { useEffect } from 'react';
import type { CompetitionSeason, FootballMatch, MatchDay } from '../../../contracts/football';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import { isCup } from '../rules/competitions';
import { visibleMatchDays } from '../rules/date-filters';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { DaySchedule } from './day-schedule';

const roundCaption =
  (messages: FootballWords) =>
  (match: FootballMatch): string =>
    messages.round(match.round);
const legCaption =
  (messages: FootballWords) =>
  (match: FootballMatch): string =>
    [
      match.stageName,
      match.tieId !== null && match.leg > 1 ? messages.secondLeg : match.tieId !== null ? messages.firstLeg : '',
    ]
      .filter(Boolean)
      .join(' · ');

export function LeagueSchedule({ competition }: { competition: CompetitionSeason }) {
  const { competitionId, seasonId } = competition;
  const cup = isCup(competitionId);
  const messages = useMessages(footballWords);
  const days = useFootballStore((state) => resourceAt(state.dates, footballKeys.leagueDates(competitionId, seasonId)));
  const matches = useFootballStore((state) => state.matches);
  const { loadLeagueDates, loadLeagueDay, loadCupDay } = useFootballStore.getState();

  useEffect(() => {
    void loadLeagueDates(competitionId, seasonId);
  }, [competitionId, seasonId, loadLeagueDates]);

  const dayKey = (day: MatchDay) =>
    cup ? footballKeys.cupDay(day.stageIds, day.matchDate) : footballKeys.leagueDay(seasonId, day.matchDate);
  return (
    <DaySchedule
      days={days}
      visibleDays={visibleMatchDays(competitionId, days.data ?? [])}
      onRetryDays={() => void loadLeagueDates(competitionId, seasonId)}
      dayMatches={(day) => resourceAt(matches, dayKey(day))}
      loadDay={(day) => (cup ? loadCupDay(day.stageIds, day.matchDate) : loadLeagueDay(seasonId, day.matchDate))}
      caption={(cup ? legCaption : roundCaption)(messages)}
    />
  );
}
