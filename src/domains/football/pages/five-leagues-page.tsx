/**
 * /five-leagues (header, kept alive): the sports topics switch, the league switch (the five
 * leagues and the two European cups), and four sub-tabs — 赛程 (a date strip and the day's
 * matches, live scores pushed), 积分榜 (the table; a cup's 对阵图), 球员榜, 球队榜.
 */
import { useEffect, useState } from 'react';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { SportsTopicNav } from '../../match/components/sports-topic-nav';
import { KnockoutView } from '../components/knockout-view';
import { LeagueSchedule } from '../components/league-schedule';
import { LeagueTable } from '../components/league-table';
import { PlayerRanking } from '../components/player-ranking';
import { TeamStats } from '../components/team-stats';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import { LEAGUE_TABS, isCup } from '../rules/competitions';
import { useFootballStore } from '../store/football-store';
import styles from './five-leagues-page.module.css';

type SubTab = 'schedule' | 'standings' | 'players' | 'teams';

const tabLabel = (messages: FootballWords, tab: SubTab, cup: boolean): string =>
  ({
    schedule: messages.schedule,
    standings: cup ? messages.bracket : messages.standings,
    players: messages.playerRanking,
    teams: messages.teamRanking,
  })[tab];

export default function FiveLeaguesPage() {
  const messages = useMessages(footballWords);
  const [leagueId, setLeagueId] = useState<number>(LEAGUE_TABS[0]!.competitionId);
  const [tab, setTab] = useState<SubTab>('schedule');
  const competitions = useFootballStore((state) => state.competitions);
  const loadCompetitions = useFootballStore((state) => state.loadCompetitions);
  useEffect(() => {
    void loadCompetitions();
  }, [loadCompetitions]);
  const competition = competitions.data?.find((item) => item.competitionId === leagueId);
  const cup = isCup(leagueId);

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{messages.fiveLeaguesTitle}</h1>
      <SportsTopicNav active="five-leagues" />
      <PromotionStrip place="topics" />
      <Tabs<string>
        ariaLabel={messages.leagueSwitch}
        items={LEAGUE_TABS.map((item) => ({ key: String(item.competitionId), label: messages.leagues[item.name] }))}
        activeKey={String(leagueId)}
        onChange={(key) => setLeagueId(Number(key))}
        className={styles.leagues}
      />
      <div className={styles.subTabs}>
        <SegmentedControl<SubTab>
          ariaLabel={messages.subTabs}
          block
          value={tab}
          onChange={setTab}
          options={(['schedule', 'standings', 'players', 'teams'] as const).map((value) => ({
            value,
            label: tabLabel(messages, value, cup),
          }))}
        />
      </div>
      <ResourceView
        resource={competitions}
        isEmpty={!competition}
        empty={<EmptyState title={messages.noDates} />}
        onRetry={() => void loadCompetitions()}
        skeleton={<SkeletonList rows={6} />}
      >
        {() =>
          competition && (
            <section
              className={styles.content}
              key={`${leagueId}:${tab}`}
              aria-label={`${competition.shortNameZh} ${tabLabel(messages, tab, cup)}`}
            >
              {tab === 'schedule' && <LeagueSchedule competition={competition} />}
              {tab === 'standings' && !cup && <LeagueTable competition={competition} />}
              {tab === 'standings' && cup && (
                <KnockoutView
                  title={competition.shortNameZh}
                  source={{ cup: { competitionId: leagueId, seasonId: competition.seasonId } }}
                />
              )}
              {tab === 'players' && (
                <PlayerRanking
                  competitionId={leagueId}
                  seasonId={competition.seasonId}
                  title={competition.shortNameZh}
                />
              )}
              {tab === 'teams' && (
                <TeamStats competitionId={leagueId} seasonId={competition.seasonId} title={competition.shortNameZh} />
              )}
            </section>
          )
        }
      </ResourceView>
    </div>
  );
}
