/**
 * /nba/player/:id — a player: photo, number, position (one of the six), team (a link to the
 * team's page), height, weight and age; the regular-season averages of every season played; the
 * last games of this season.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { NbaGameLogLine, NbaPlayerDetail, NbaPlayerSeason } from '../../../contracts/nba';
import { formatMatchTime } from '../../../lib/time-labels';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { EmptyState } from '../../../ui/empty-state';
import { StatTable, type StatTableProps } from '../../../ui/stat-table';
import { TitledSection } from '../../../ui/titled-section';
import { useNow } from '../../../ui/use-now';
import { FigureTile } from '../components/figure-tile';
import { NbaDetailView } from '../components/nba-detail-view';
import { NbaPageBar } from '../components/nba-page-bar';
import page from '../components/nba-sub-page.module.css';
import { nbaWords, type NbaWords } from '../nba-messages';
// The column and tab words set once at load: zh-CN until this page is converted.
import { useMessages } from '../../../platform/i18n/messages';
import { nbaPaths, parseNbaIdParam } from '../nba-paths';
import { averageLabel, positionWord } from '../rules/nba-tables';
import { ageOn } from '../../../lib/age';
import { useNbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import styles from './nba-player-page.module.css';

/** The figures of a season and of a game, each headed by its statistic's word. */
const STAT_KEYS = ['points', 'rebounds', 'assists', 'blocks', 'steals'] as const;

/** A season a row: its games and minutes, then the statistics' averages. */
const seasonTable = (messages: NbaWords, { player, seasons }: NbaPlayerDetail): StatTableProps<NbaPlayerSeason> => ({
  caption: messages.seasonStatsCaption(player.name),
  rows: seasons,
  rowKey: (row) => row.seasonId,
  columns: [
    { key: 'seasonName', label: messages.columns.season, kind: 'text' },
    { key: 'games', label: messages.columns.games, title: messages.columnTitles.games },
    { key: 'minutes', label: messages.columns.minutes, render: (row) => averageLabel(row.minutes) },
    ...STAT_KEYS.map((key) => ({
      key,
      label: messages.stats[key],
      render: (row: NbaPlayerSeason) => averageLabel(row[key]),
    })),
  ],
});

/** A game of this season a row: its date, the opponent, the minutes and the statistics. */
const gameTable = (messages: NbaWords, { player, recentGames }: NbaPlayerDetail): StatTableProps<NbaGameLogLine> => ({
  caption: messages.recentGamesCaption(player.name),
  rows: recentGames,
  rowKey: (line) => line.matchId,
  columns: [
    {
      key: 'date',
      label: messages.columns.date,
      kind: 'text',
      render: (line) => formatMatchTime(line.matchDate).slice(0, 5),
    },
    { key: 'opponent', label: messages.columns.opponent, render: (line) => line.opponent.shortNameZh },
    { key: 'minutes', label: messages.columns.minutes },
    ...STAT_KEYS.map((key) => ({ key, label: messages.stats[key] })),
  ],
});

export default function NbaPlayerPage() {
  const messages = useMessages(nbaWords);
  const playerId = parseNbaIdParam(useParams().id);
  const detail = useNbaStore(nbaSelectors.player(playerId ?? 0));
  const load = useNbaStore((state) => state.loadPlayer);
  useEffect(() => {
    if (playerId !== null) void load(playerId);
  }, [load, playerId]);
  return (
    <div className={page.page}>
      <NbaPageBar title={detail.data?.player.name ?? messages.playerTitle} />
      {playerId === null ? (
        <EmptyState title={messages.noPlayer} />
      ) : (
        <NbaDetailView
          resource={detail}
          onRetry={() => void load(playerId)}
          notFoundTitle={messages.noPlayer}
          skeletonRows={5}
        >
          {() => <PlayerView detail={detail.data!} />}
        </NbaDetailView>
      )}
    </div>
  );
}

function PlayerView({ detail }: { detail: NbaPlayerDetail }) {
  const messages = useMessages(nbaWords);
  const toUrl = useFileUrl();
  const { href } = useNavigation();
  const now = useNow(null);
  const { player, team } = detail;
  const age = ageOn(player.birthday, now);
  return (
    <>
      <header className={page.header}>
        <Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="l" />
        <div className={page.identity}>
          <h2 className={page.name}>{player.name}</h2>
          {player.nameEn && player.nameEn !== player.name && <p className={styles.meta}>{player.nameEn}</p>}
          <p className={styles.meta}>
            {[messages.shirtNumber(player.shirtNumber), positionWord(player.position, messages)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <Link className={styles.team} to={href(nbaPaths.team(team.id))} aria-label={messages.openTeam(team.nameZh)}>
            <Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="s" shape="rounded" />
            {team.nameZh}
          </Link>
        </div>
      </header>
      <dl className={`${page.figures} ${styles.facts}`}>
        <FigureTile label={messages.columns.height} value={messages.heightValue(player.heightCm)} />
        <FigureTile label={messages.columns.weight} value={messages.weightValue(player.weightKg)} />
        <FigureTile label={messages.ageLabel} value={age === null ? '-' : messages.age(age)} />
        <FigureTile label={messages.birthday} value={player.birthday || '-'} />
      </dl>
      <TableBlock title={messages.seasonStats} emptyTitle={messages.noSeasonStats} {...seasonTable(messages, detail)} />
      <TableBlock title={messages.recentGames} emptyTitle={messages.noRecentGames} {...gameTable(messages, detail)} />
    </>
  );
}

/** A titled block of the page: its table, or what says there is none. */
function TableBlock<Row>({ title, emptyTitle, ...table }: { title: string; emptyTitle: string } & StatTableProps<Row>) {
  return (
    <TitledSection title={title} headingLevel={3} className={styles.block} titleClassName={styles.blockTitle}>
      {table.rows.length === 0 ? <EmptyState title={emptyTitle} /> : <StatTable {...table} />}
    </TitledSection>
  );
}
