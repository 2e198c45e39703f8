/**
 * /nba — the NBA topic page (header, kept alive; lights the 体育专题 tab): the switch between the
 * sports topics, the season (24-25, 23-24), and three parts — the schedule (kind switch, date
 * strip, games with live scores, the playoff and cup brackets), the standings (east, west,
 * divisions; records or home and away) and the player ranking. Its choices live in the store,
 * so they survive a visit to a team or a player.
 */
import { SportsTopicNav } from '../../match/components/sports-topic-nav';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { SegmentedControl } from '../../../ui/segmented-control';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { PlayerRankingSection } from '../components/player-ranking-section';
import { ScheduleSection } from '../components/schedule-section';
import { StandingsSection } from '../components/standings-section';
import { nbaWords } from '../nba-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { TOPIC_SEASONS } from '../rules/nba-kinds';
import type { NbaSection } from '../store/initial-state';
import { useNbaStore } from '../store/nba-store';
import { nbaSelectors } from '../store/selectors';
import styles from './nba-page.module.css';

const SECTIONS_ID = 'nba-sections';
const SECTIONS: readonly NbaSection[] = ['schedule', 'standings', 'players'];
const SEASON_OPTIONS = TOPIC_SEASONS.map((season) => ({ value: season.id, label: season.name }));

export default function NbaPage() {
  const messages = useMessages(nbaWords);
  const sectionItems = SECTIONS.map((key) => ({ key, label: messages.sections[key] }));
  const topic = useNbaStore(nbaSelectors.topic);
  const setSection = useNbaStore((state) => state.setSection);
  const setSeason = useNbaStore((state) => state.setSeason);
  const { seasonId, section } = topic;

  return (
    <div className={styles.page}>
      <h1>
        <VisuallyHidden>{messages.title}</VisuallyHidden>
      </h1>
      <SportsTopicNav active="nba" />
      <PromotionStrip place="topics" />
      <div className={styles.bar}>
        <Tabs<NbaSection>
          className={styles.sections}
          idPrefix={SECTIONS_ID}
          items={sectionItems}
          activeKey={section}
          onChange={setSection}
          ariaLabel={messages.sectionsLabel}
        />
        <SegmentedControl
          className={styles.seasons}
          options={SEASON_OPTIONS}
          value={seasonId}
          onChange={setSeason}
          ariaLabel={messages.seasonLabel}
          size="s"
        />
      </div>
      <TabPanel idPrefix={SECTIONS_ID} tabKey={section}>
        {section === 'schedule' && <ScheduleSection seasonId={seasonId} view={topic.view} />}
        {section === 'standings' && <StandingsSection seasonId={seasonId} />}
        {section === 'players' && <PlayerRankingSection seasonId={seasonId} />}
      </TabPanel>
    </div>
  );
}
