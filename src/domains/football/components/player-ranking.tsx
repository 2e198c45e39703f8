/** The 球员榜 tab: the top 10 of a season in each statistic; a row opens the player. */
import { useEffect, useState } from 'react';
import { FOOTBALL_STAT_TYPES, type FootballStatType, type PlayerStatRow } from '../../../contracts/football';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { StatTable } from '../../../ui/stat-table';
import { footballPaths } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { statValueLabel, topPlayers } from '../rules/player-stats';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import styles from './player-ranking.module.css';
import type { SeasonTabProps } from './team-stats';

export function PlayerRanking({ competitionId, seasonId, title }: SeasonTabProps) {
  const messages = useMessages(footballWords);
  const [stat, setStat] = useState<FootballStatType>('goals');
  const ranking = useFootballStore((state) =>
    resourceAt(state.playerRanking, footballKeys.playerRanking(seasonId, stat)),
  );
  const loadPlayerRanking = useFootballStore((state) => state.loadPlayerRanking);
  const { go } = useNavigation();
  const toUrl = useFileUrl();
  useEffect(() => {
    void loadPlayerRanking(seasonId, stat);
  }, [seasonId, stat, loadPlayerRanking]);
  const rows = topPlayers(ranking.data ?? []);
  return (
    <>
      <div className={styles.controls}>
        <SegmentedControl<FootballStatType>
          ariaLabel={messages.statSwitch}
          size="s"
          block
          value={stat}
          onChange={setStat}
          options={FOOTBALL_STAT_TYPES.map((value) => ({ value, label: messages.stats[value] }))}
        />
      </div>
      <ResourceView
        resource={ranking}
        isEmpty={rows.length === 0}
        empty={<EmptyState title={messages.noPlayers} />}
        onRetry={() => void loadPlayerRanking(seasonId, stat)}
        skeleton={<SkeletonList rows={10} />}
      >
        {() => (
          <StatTable<PlayerStatRow>
            caption={`${title} ${messages.playerRanking} ${messages.stats[stat]}`}
            rows={rows}
            rowKey={(row) => row.playerId}
            onRowSelect={(row) => go({ kind: 'app', path: footballPaths.leaguePlayer(competitionId, row.playerId) })}
            columns={[
              {
                key: 'player',
                label: messages.columns.player,
                kind: 'text',
                render: (row) => (
                  <span className={styles.player}>
                    <span className={styles.rank}>{row.rank}</span>
                    <Avatar src={toUrl(row.pictureId)} name={row.name} alt="" size="s" />
                    <span className={styles.names}>
                      <span className={styles.name}>{row.name}</span>
                      <span className={styles.team}>{row.team.shortNameZh}</span>
                    </span>
                  </span>
                ),
              },
              { key: 'appearances', label: messages.columns.appearances, title: messages.columnTitles.appearances },
              {
                key: 'value',
                label: messages.stats[stat],
                render: (row) => <strong>{statValueLabel(stat, row.value)}</strong>,
              },
            ]}
          />
        )}
      </ResourceView>
    </>
  );
}
