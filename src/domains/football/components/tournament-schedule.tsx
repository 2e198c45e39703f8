/** A tournament's schedule: its date strip (group stage and knockouts) and the day's matches, with their streamers. */
import { useEffect } from 'react';
import type { FootballMatch } from '../../../contracts/football';
import type { Tournament } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { DaySchedule } from './day-schedule';

const captionIn =
  (messages: FootballWords) =>
  (match: FootballMatch): string =>
    match.groupName ? `${messages.groupName(match.groupName)} · ${messages.round(match.round)}` : match.stageName;

export function TournamentSchedule({ tournament }: { tournament: Tournament }) {
  const messages = useMessages(footballWords);
  const days = useFootballStore((state) => resourceAt(state.dates, footballKeys.tournament(tournament)));
  const matches = useFootballStore((state) => state.matches);
  const { loadTournamentDates, loadTournamentDay } = useFootballStore.getState();
  useEffect(() => {
    void loadTournamentDates(tournament);
  }, [tournament, loadTournamentDates]);
  return (
    <DaySchedule
      days={days}
      visibleDays={days.data ?? []}
      onRetryDays={() => void loadTournamentDates(tournament)}
      dayMatches={(day) => resourceAt(matches, footballKeys.tournamentDay(tournament, day.matchDate))}
      loadDay={(day) => loadTournamentDay(tournament, day.matchDate)}
      caption={captionIn(messages)}
    />
  );
}
