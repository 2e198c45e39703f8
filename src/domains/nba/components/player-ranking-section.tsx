/**
 * The player ranking of /nba (spec "playerRanking per scope"): the top 10 for points, rebounds,
 * assists, blocks or steals, per game or in total. A row opens the player.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NbaPlayerRankItem } from '../../../contracts/nba';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SectionSwitches } from '../../../ui/section-switches';
import { SkeletonList } from '../../../ui/skeleton';
import { StatTable, type StatColumn } from '../../../ui/stat-table';
import { nbaWords } from '../nba-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { nbaPaths } from '../nba-paths';
import { RANKING_ORDERS, STAT_SCOPES, positionWord, rankingValueLabel, statWord } from '../rules/nba-tables';
import { rankingKey } from '../store/initial-state';
import { useNbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import styles from './tables.module.css';
import cellStyles from './team-cell.module.css';

function PlayerCell({ item }: { item: NbaPlayerRankItem }) {
  const toUrl = useFileUrl();
  return (
    <span className={cellStyles.cell}>
      <span className={cellStyles.rank}>{item.rank}</span>
      <Avatar src={toUrl(item.pictureId)} name={item.name} alt="" size="s" />
      <span className={cellStyles.name}>{item.name}</span>
    </span>
  );
}

export function PlayerRankingSection({ seasonId }: { seasonId: number }) {
  const messages = useMessages(nbaWords);
  const scopeOptions = STAT_SCOPES.map(({ scope, word }) => ({ value: scope, label: messages.stats[word] }));
  const orderOptions = RANKING_ORDERS.map(({ order, word }) => ({ value: order, label: messages.rankingOrders[word] }));
  const scope = useNbaStore((state) => state.topic.statScope);
  const order = useNbaStore((state) => state.topic.rankingOrder);
  const setScope = useNbaStore((state) => state.setStatScope);
  const setOrder = useNbaStore((state) => state.setRankingOrder);
  const resource = useNbaStore(nbaSelectors.playerRanking(rankingKey(seasonId, scope, order)));
  const load = useNbaStore((state) => state.loadPlayerRanking);
  const navigate = useNavigate();
  const { href } = useNavigation();
  useEffect(() => void load(seasonId, scope, order), [load, seasonId, scope, order]);

  const columns: readonly StatColumn<NbaPlayerRankItem>[] = [
    { key: 'player', label: messages.columns.player, kind: 'text', render: (item) => <PlayerCell item={item} /> },
    { key: 'team', label: messages.columns.team, render: (item) => item.team.shortNameZh },
    {
      key: 'position',
      label: messages.columns.position,
      render: (item) => positionWord(item.position, messages) || '-',
    },
    { key: 'games', label: messages.columns.games, title: messages.columnTitles.games },
    { key: 'value', label: statWord(scope, messages), render: (item) => rankingValueLabel(item.value, order) },
  ];
  const orderKey = RANKING_ORDERS.find((row) => row.order === order)?.word;
  const orderWord = orderKey ? messages.rankingOrders[orderKey] : '';

  return (
    <div className={styles.section}>
      <SectionSwitches
        main={{ options: scopeOptions, value: scope, onChange: setScope, ariaLabel: messages.statScopeLabel }}
        side={{ options: orderOptions, value: order, onChange: setOrder, ariaLabel: messages.rankingOrderLabel }}
      />
      <ResourceView
        resource={resource}
        onRetry={() => void load(seasonId, scope, order)}
        skeleton={<SkeletonList rows={10} lines={1} />}
        empty={<EmptyState title={messages.noRanking} />}
      >
        {() => (
          <StatTable
            caption={messages.rankingCaption(statWord(scope, messages), orderWord)}
            columns={columns}
            rows={resource.data ?? []}
            rowKey={(item) => item.playerId}
            onRowSelect={(item) => void navigate(href(nbaPaths.player(item.playerId)))}
          />
        )}
      </ResourceView>
    </div>
  );
}
