/**
 * /nba/team/:id — a team: its name, conference and division, and four parts — the lineup (a
 * player opens the player's page), its matches and its data for any season of the spec (21-22
 * to 23-24, and the current one) and kind, and its players' averages this season.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NbaKind, type NbaKindCode, type NbaLineUp, type NbaTeamPlayer } from '../../../contracts/nba';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import type { Resource } from '../../../platform/store/resource';
import { Avatar } from '../../../ui/avatar';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SectionSwitches } from '../../../ui/section-switches';
import { SkeletonList } from '../../../ui/skeleton';
import { StatTable, type StatColumn } from '../../../ui/stat-table';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { NbaDetailView } from '../components/nba-detail-view';
import { NbaGameList } from '../components/nba-game-list';
import { FigureTile } from '../components/figure-tile';
import { NbaPageBar } from '../components/nba-page-bar';
import page from '../components/nba-sub-page.module.css';
import cellStyles from '../components/team-cell.module.css';
import { nbaWords, type NbaWords } from '../nba-messages';
// The column and tab words set once at load: zh-CN until this page is converted.
import { useMessages } from '../../../platform/i18n/messages';
import { nbaPaths, parseNbaIdParam } from '../nba-paths';
import { CURRENT_SEASON_ID, TEAM_SEASONS } from '../rules/nba-kinds';
import { averageLabel, CONFERENCE_VIEWS, positionWord, recordLabel, streakLabel } from '../rules/nba-tables';
import { teamSeasonKey } from '../store/initial-state';
import { useNbaStore, type NbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import styles from './nba-team-page.module.css';

type TeamTab = 'lineup' | 'matches' | 'players' | 'data';
const TEAM_TABS_ID = 'nba-team';
const TAB_KEYS = ['lineup', 'matches', 'players', 'data'] as const;
const SEASON_OPTIONS = TEAM_SEASONS.map((season) => ({ value: season.id, label: season.name }));
const kindOptions = (messages: NbaWords) => [
  { value: NbaKind.Regular, label: messages.kinds.regular },
  { value: NbaKind.Playoffs, label: messages.kinds.playoffs },
];

export default function NbaTeamPage() {
  const messages = useMessages(nbaWords);
  const teamId = parseNbaIdParam(useParams().id);
  const lineUp = useNbaStore(nbaSelectors.lineUp(teamId ?? 0));
  return (
    <div className={page.page}>
      <NbaPageBar title={lineUp.data?.team.nameZh ?? messages.teamTitle} />
      {teamId === null ? <EmptyState title={messages.noTeam} /> : <TeamView teamId={teamId} />}
    </div>
  );
}

function TeamView({ teamId }: { teamId: number }) {
  const messages = useMessages(nbaWords);
  const lineUp = useNbaStore(nbaSelectors.lineUp(teamId));
  const loadLineUp = useNbaStore((state) => state.loadLineUp);
  const [tab, setTab] = useState<TeamTab>('lineup');
  useEffect(() => void loadLineUp(teamId), [loadLineUp, teamId]);

  return (
    <NbaDetailView
      resource={lineUp}
      onRetry={() => void loadLineUp(teamId)}
      notFoundTitle={messages.noTeam}
      skeletonRows={6}
    >
      {() => {
        const data = lineUp.data!;
        return (
          <>
            <TeamHeader lineUp={data} />
            <Tabs<TeamTab>
              idPrefix={TEAM_TABS_ID}
              items={TAB_KEYS.map((key) => ({ key, label: messages.teamTabs[key] }))}
              activeKey={tab}
              onChange={setTab}
              ariaLabel={messages.teamTabsLabel}
              stretch
            />
            <TabPanel idPrefix={TEAM_TABS_ID} tabKey={tab}>
              {tab === 'lineup' && <LineUpList lineUp={data} />}
              {tab === 'matches' && <TeamMatches teamId={teamId} />}
              {tab === 'players' && <TeamPlayers teamId={teamId} teamName={data.team.nameZh} />}
              {tab === 'data' && <TeamData teamId={teamId} teamName={data.team.nameZh} />}
            </TabPanel>
          </>
        );
      }}
    </NbaDetailView>
  );
}

function TeamHeader({ lineUp: { team } }: { lineUp: NbaLineUp }) {
  const messages = useMessages(nbaWords);
  const toUrl = useFileUrl();
  const teamData = useNbaStore(nbaSelectors.teamData(teamSeasonKey(team.id, CURRENT_SEASON_ID, NbaKind.Regular)));
  const loadTeamData = useNbaStore((state) => state.loadTeamData);
  useEffect(() => void loadTeamData(team.id, CURRENT_SEASON_ID, NbaKind.Regular), [loadTeamData, team.id]);
  const record = teamData.data?.record;
  const view = CONFERENCE_VIEWS[team.conference];
  const conference = view ? messages.standingsViews[view] : '';
  return (
    <header className={page.header}>
      <Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="l" shape="rounded" />
      <div className={page.identity}>
        <h2 className={page.name}>{team.nameZh}</h2>
        <p className={styles.english}>{team.nameEn}</p>
        <p className={styles.meta}>{messages.conferenceDivision(conference, team.divisionName)}</p>
        {team.venue && <p className={styles.meta}>{messages.venue(team.venue)}</p>}
      </div>
      {record && (
        <p className={styles.record}>
          <span className={styles.recordValue}>{messages.teamRecord(record.won, record.lost)}</span>
          <span className={styles.meta}>{messages.leagueRank(record.rank)}</span>
        </p>
      )}
    </header>
  );
}

function LineUpList({ lineUp }: { lineUp: NbaLineUp }) {
  const messages = useMessages(nbaWords);
  const toUrl = useFileUrl();
  const { href } = useNavigation();
  if (lineUp.players.length === 0) return <EmptyState title={messages.noLineUp} />;
  return (
    <ul className={styles.lineup} aria-label={messages.lineupCaption(lineUp.team.nameZh)}>
      {lineUp.players.map((player) => (
        <li key={player.id}>
          <Link className={styles.player} to={href(nbaPaths.player(player.id))}>
            <span className={styles.number}>{player.shirtNumber}</span>
            <Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="m" />
            <span className={styles.playerText}>
              <span className={styles.playerName}>{player.name}</span>
              <span className={styles.meta}>
                {[
                  positionWord(player.position, messages),
                  messages.heightValue(player.heightCm),
                  messages.weightValue(player.weightKg),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type TeamSeasonLoad = (teamId: number, seasonId: number, kind: NbaKindCode) => Promise<void>;

/** A team's figures of one season and kind: the switch for the pair, and the figures, loaded whenever it changes. */
function TeamSeasonView<T>({
  teamId,
  select,
  loadOf,
  isEmpty,
  skeletonRows,
  emptyTitle,
  children,
}: {
  teamId: number;
  select: (key: string) => (state: NbaStore) => Resource<T>;
  loadOf: (state: NbaStore) => TeamSeasonLoad;
  /** Default: the resource view's (a list of none). */
  isEmpty?: (data: T | null) => boolean;
  skeletonRows: number;
  emptyTitle: string;
  children: (data: T | null) => ReactNode;
}) {
  const messages = useMessages(nbaWords);
  const [seasonId, setSeasonId] = useState(CURRENT_SEASON_ID);
  const [kind, setKind] = useState<NbaKindCode>(NbaKind.Regular);
  const resource = useNbaStore(select(teamSeasonKey(teamId, seasonId, kind)));
  const load = useNbaStore(loadOf);
  useEffect(() => void load(teamId, seasonId, kind), [load, teamId, seasonId, kind]);
  return (
    <>
      <SectionSwitches
        main={{ options: SEASON_OPTIONS, value: seasonId, onChange: setSeasonId, ariaLabel: messages.seasonLabel }}
        side={{ options: kindOptions(messages), value: kind, onChange: setKind, ariaLabel: messages.kindLabel }}
      />
      <ResourceView
        resource={resource}
        isEmpty={isEmpty?.(resource.data)}
        onRetry={() => void load(teamId, seasonId, kind)}
        skeleton={<SkeletonList rows={skeletonRows} avatar={false} />}
        empty={<EmptyState title={emptyTitle} />}
      >
        {() => children(resource.data)}
      </ResourceView>
    </>
  );
}

function TeamMatches({ teamId }: { teamId: number }) {
  const messages = useMessages(nbaWords);
  return (
    <TeamSeasonView
      teamId={teamId}
      select={nbaSelectors.teamGames}
      loadOf={(state) => state.loadTeamGames}
      skeletonRows={6}
      emptyTitle={messages.noTeamGames}
    >
      {(games) => <NbaGameList games={games ?? []} label={messages.teamTabs.matches} spansDays />}
    </TeamSeasonView>
  );
}

function TeamPlayers({ teamId, teamName }: { teamId: number; teamName: string }) {
  const messages = useMessages(nbaWords);
  const players = useNbaStore(nbaSelectors.teamPlayers(teamId));
  const load = useNbaStore((state) => state.loadTeamPlayers);
  const navigate = useNavigate();
  const { href } = useNavigation();
  useEffect(() => void load(teamId), [load, teamId]);
  const figure =
    (key: 'games' | 'minutes' | 'points' | 'rebounds' | 'assists' | 'blocks' | 'steals') => (row: NbaTeamPlayer) =>
      row.averages ? (key === 'games' ? row.averages.games : averageLabel(row.averages[key])) : '-';
  const columns: readonly StatColumn<NbaTeamPlayer>[] = [
    {
      key: 'player',
      label: messages.columns.player,
      kind: 'text',
      render: (row) => <span className={cellStyles.name}>{row.player.name}</span>,
    },
    { key: 'games', label: messages.columns.games, title: messages.columnTitles.games, render: figure('games') },
    {
      key: 'minutes',
      label: messages.columns.minutes,
      title: messages.columnTitles.minutes,
      render: figure('minutes'),
    },
    { key: 'points', label: messages.stats.points, render: figure('points') },
    { key: 'rebounds', label: messages.stats.rebounds, render: figure('rebounds') },
    { key: 'assists', label: messages.stats.assists, render: figure('assists') },
    { key: 'blocks', label: messages.stats.blocks, render: figure('blocks') },
    { key: 'steals', label: messages.stats.steals, render: figure('steals') },
  ];
  return (
    <ResourceView
      resource={players}
      onRetry={() => void load(teamId)}
      skeleton={<SkeletonList rows={8} lines={1} />}
      empty={<EmptyState title={messages.noTeamPlayers} />}
    >
      {() => (
        <StatTable
          caption={messages.teamPlayersCaption(teamName)}
          columns={columns}
          rows={players.data ?? []}
          rowKey={(row) => row.player.id}
          onRowSelect={(row) => void navigate(href(nbaPaths.player(row.player.id)))}
        />
      )}
    </ResourceView>
  );
}

function TeamData({ teamId, teamName }: { teamId: number; teamName: string }) {
  const messages = useMessages(nbaWords);
  return (
    <TeamSeasonView
      teamId={teamId}
      select={nbaSelectors.teamData}
      loadOf={(state) => state.loadTeamData}
      isEmpty={(data) => !data || (data.games === 0 && !data.record)}
      skeletonRows={4}
      emptyTitle={messages.noTeamData}
    >
      {(data) => {
        const { averages, record, games } = data!;
        const figures = Object.entries(messages.dataFigures) as [keyof typeof averages, string][];
        return (
          <section className={styles.data} aria-label={messages.teamDataCaption(teamName)}>
            {record && (
              <dl className={page.figures}>
                <FigureTile label={messages.recordFigures.record} value={recordLabel(record.won, record.lost)} />
                <FigureTile label={messages.recordFigures.home} value={recordLabel(record.homeWon, record.homeLoss)} />
                <FigureTile label={messages.recordFigures.away} value={recordLabel(record.awayWon, record.awayLoss)} />
                <FigureTile label={messages.recordFigures.leagueRank} value={String(record.rank)} />
                <FigureTile label={messages.recordFigures.streak} value={streakLabel(record.streak, messages)} />
                <FigureTile label={messages.recordFigures.lastTen} value={record.lastTen} />
              </dl>
            )}
            <dl className={page.figures}>
              {figures.map(([key, label]) => (
                <FigureTile key={key} label={label} value={games > 0 ? averageLabel(averages[key]) : '-'} />
              ))}
            </dl>
            <p className={styles.note}>{messages.gamesCounted(games)}</p>
          </section>
        );
      }}
    </TeamSeasonView>
  );
}
