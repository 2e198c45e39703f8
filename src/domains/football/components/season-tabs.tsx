/**
 * The competitions a club plays (a team's page, a player's): the known ones as tabs, opened on
 * the one the page was reached from, else the first.
 */
import { useState } from 'react';
import type { TeamSeasonItem } from '../../../contracts/football';
import { Tabs } from '../../../ui/tabs';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { defaultSeason, knownSeasons } from '../rules/competitions';

/** The known seasons of the list, and the one chosen (none when there is none). */
export function useSeasonChoice(all: readonly TeamSeasonItem[], competitionId: number) {
  const seasons = knownSeasons(all);
  const [picked, setPicked] = useState<number | null>(null);
  const season = seasons.find((item) => item.seasonId === picked) ?? defaultSeason(seasons, competitionId);
  return { seasons, season, pick: setPicked };
}

export function SeasonTabs({
  seasons,
  season,
  onPick,
  className,
}: {
  seasons: readonly TeamSeasonItem[];
  season: TeamSeasonItem;
  onPick: (seasonId: number) => void;
  className?: string;
}) {
  const messages = useMessages(footballWords);
  return (
    <Tabs<string>
      ariaLabel={messages.seasonSwitch}
      className={className}
      items={seasons.map((item) => ({
        key: String(item.seasonId),
        label: item.competitionName || item.seasonName,
      }))}
      activeKey={String(season.seasonId)}
      onChange={(value) => onPick(Number(value))}
    />
  );
}
