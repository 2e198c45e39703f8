/**
 * /euro-cup and /world-cup (header, kept alive; they light the 体育专题 tab): the sports topics
 * switch, the topic pages' banners (as on /five-leagues and /nba), then 赛程 (the tournament's days), 小组积分 (the groups with each team's outlook and,
 * for the Euro, the best thirds; a chunk loaded at the tab's first tap), 淘汰赛 (the knockout tree),
 * and for the Euro 主客场.
 */
import { useState } from 'react';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SportsTopicNav } from '../../match/components/sports-topic-nav';
import { EuroHomeAway } from '../components/euro-home-away';
import { LazyGroupTables } from '../components/lazy-group-tables';
import { KnockoutView } from '../components/knockout-view';
import { TournamentSchedule } from '../components/tournament-schedule';
import type { Tournament } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import styles from './five-leagues-page.module.css';

type SubTab = 'schedule' | 'groups' | 'knockout' | 'home-away';

export function TournamentPage({ tournament }: { tournament: Tournament }) {
  const messages = useMessages(footballWords);
  const [tab, setTab] = useState<SubTab>('schedule');
  const title = tournament === 'euro' ? messages.euroTitle : messages.worldCupTitle;
  const options: { value: SubTab; label: string }[] = [
    { value: 'schedule', label: messages.schedule },
    { value: 'groups', label: messages.groups },
    { value: 'knockout', label: messages.knockout },
  ];
  if (tournament === 'euro') options.push({ value: 'home-away', label: messages.homeAway });
  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{title}</h1>
      <SportsTopicNav active={tournament === 'euro' ? 'euro-cup' : 'world-cup'} />
      <PromotionStrip place="topics" />
      <div className={styles.subTabs}>
        <SegmentedControl<SubTab> ariaLabel={messages.subTabs} block value={tab} onChange={setTab} options={options} />
      </div>
      <section
        className={styles.content}
        key={tab}
        aria-label={`${title} ${options.find((option) => option.value === tab)?.label ?? ''}`}
      >
        {tab === 'schedule' && <TournamentSchedule tournament={tournament} />}
        {tab === 'groups' && <LazyGroupTables tournament={tournament} />}
        {tab === 'knockout' && <KnockoutView title={title} source={{ tournament }} />}
        {tab === 'home-away' && <EuroHomeAway />}
      </section>
    </div>
  );
}
