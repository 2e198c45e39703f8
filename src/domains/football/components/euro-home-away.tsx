/** The Euro's 主客场 tab (home-away call): every team's record as the listed home side, or away. */
import { useEffect, useState } from 'react';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { footballPaths } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { sideRows } from '../rules/home-away';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import styles from './league-table.module.css';
import { StandingsTable } from './standings-table';

export function EuroHomeAway() {
  const messages = useMessages(footballWords);
  const [side, setSide] = useState<'home' | 'away'>('home');
  const rows = useFootballStore((state) => resourceAt(state.homeAway, footballKeys.tournament('euro')));
  const loadEuroHomeAway = useFootballStore((state) => state.loadEuroHomeAway);
  const { go } = useNavigation();
  useEffect(() => {
    void loadEuroHomeAway();
  }, [loadEuroHomeAway]);
  return (
    <>
      <div className={styles.controls}>
        <SegmentedControl<'home' | 'away'>
          ariaLabel={messages.tableSide}
          size="s"
          value={side}
          onChange={setSide}
          options={(['home', 'away'] as const).map((value) => ({ value, label: messages.sides[value] }))}
        />
      </div>
      <ResourceView
        resource={rows}
        empty={<EmptyState title={messages.noTable} />}
        onRetry={() => void loadEuroHomeAway()}
        skeleton={<SkeletonList rows={10} avatar={false} lines={1} />}
      >
        {() => (
          <StandingsTable
            caption={`${messages.euroTitle} ${messages.homeAway} ${messages.sides[side]}`}
            rows={sideRows(rows.data ?? [], side)}
            onSelectTeam={(teamId) => go({ kind: 'app', path: footballPaths.tournamentTeam('euro', teamId) })}
          />
        )}
      </ResourceView>
    </>
  );
}
