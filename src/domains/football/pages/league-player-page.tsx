/**
 * /five-leagues/league/{leagueId}/player/{id}: a player — basic details (player basic) and the
 * statistics of a season (season-stat) of the competitions their team plays.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { PlayerBasic } from '../../../contracts/football';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { EmptyState } from '../../../ui/empty-state';
import { useBack } from '../../../platform/bridge/navigation-context';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { FootballPageBar } from '../components/football-page-bar';
import { leagueSubPage, type LeagueAddress } from '../components/league-sub-page';
import { PageSection } from '../components/page-section';
import { ProfileHeader, ProfileLine } from '../components/profile-header';
import { SeasonTabs, useSeasonChoice } from '../components/season-tabs';
import { footballPaths } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { ageOn } from '../../../lib/age';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import styles from './league-player-page.module.css';
import pageStyles from './sub-page.module.css';

export default leagueSubPage('playerTitle', PlayerPage);

function PlayerPage({ competitionId, id: playerId }: LeagueAddress) {
  const messages = useMessages(footballWords);
  const player = useFootballStore((state) => resourceAt(state.players, String(playerId)));
  const loadPlayer = useFootballStore((state) => state.loadPlayer);
  const back = useBack(footballPaths.fiveLeagues());
  useEffect(() => {
    void loadPlayer(playerId);
  }, [playerId, loadPlayer]);
  return (
    <div className={pageStyles.page}>
      <FootballPageBar title={player.data?.name ?? messages.playerTitle} fallbackPath={footballPaths.fiveLeagues()} />
      <ResourceView
        resource={player}
        onRetry={() => void loadPlayer(playerId)}
        onBack={back}
        notFoundTitle={messages.playerNotFound}
        skeleton={<SkeletonList rows={4} />}
      >
        {() => player.data && <PlayerContent player={player.data} competitionId={competitionId} />}
      </ResourceView>
    </div>
  );
}

function PlayerContent({ player, competitionId }: { player: PlayerBasic; competitionId: number }) {
  const messages = useMessages(footballWords);
  const toUrl = useFileUrl();
  const { href } = useNavigation();
  const { seasons, season, pick } = useSeasonChoice(player.seasons, competitionId);
  const age = ageOn(player.birthday, Date.now());
  const facts: [string, string][] = [
    [messages.positionLabel, player.positionZh],
    [messages.number, messages.shirt(player.shirtNumber)],
    [messages.born, age === null ? player.birthday : `${player.birthday}（${messages.age(age)}）`],
    [messages.nationality, player.nationality],
    [messages.heightLabel, messages.height(player.heightCm)],
    [messages.weightLabel, messages.weight(player.weightKg)],
  ];
  return (
    <>
      <ProfileHeader
        picture={<Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="l" />}
        title={player.name}
      >
        {player.nameEn && player.nameEn !== player.name && <ProfileLine>{player.nameEn}</ProfileLine>}
        <Link className={styles.team} to={href(footballPaths.leagueTeam(competitionId, player.team.id))}>
          {player.team.nameZh}
        </Link>
      </ProfileHeader>
      <PageSection title={messages.playerInfo}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection title={messages.seasonStats}>
        {season ? (
          <>
            <SeasonTabs seasons={seasons} season={season} onPick={pick} />
            <SeasonFigures playerId={player.id} seasonId={season.seasonId} />
          </>
        ) : (
          <EmptyState title={messages.noPlayers} />
        )}
      </PageSection>
    </>
  );
}

function SeasonFigures({ playerId, seasonId }: { playerId: number; seasonId: number }) {
  const messages = useMessages(footballWords);
  const stat = useFootballStore((state) => resourceAt(state.playerStats, `${playerId}:${seasonId}`));
  const loadPlayerStat = useFootballStore((state) => state.loadPlayerStat);
  useEffect(() => {
    void loadPlayerStat(playerId, seasonId);
  }, [playerId, seasonId, loadPlayerStat]);
  return (
    <ResourceView
      resource={stat}
      onRetry={() => void loadPlayerStat(playerId, seasonId)}
      skeleton={<SkeletonList rows={2} avatar={false} />}
    >
      {() => {
        const data = stat.data!;
        const figures: [string, string][] = [
          [messages.columns.appearances, String(data.appearances)],
          [messages.stats.goals, String(data.goals)],
          [messages.stats.assists, String(data.assists)],
          [messages.stats.shots_on_target, String(data.shotsOnTarget)],
          [messages.stats.saves, String(data.saves)],
          [messages.minutesLabel, `${data.minutesPlayed}′`],
        ];
        return (
          <dl className={styles.figures}>
            {figures.map(([label, value]) => (
              <div key={label} className={styles.figure}>
                <dt className={styles.label}>{label}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        );
      }}
    </ResourceView>
  );
}
