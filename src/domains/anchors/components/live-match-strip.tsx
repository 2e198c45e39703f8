/**
 * The anchor home's live matches: tabs 直播中 / 即将开始 / 赛程 (the live list
 * tabs) over a horizontal strip of match cards.
 */
import { useState } from 'react';
import type { LiveMatch } from '../../../contracts/anchors';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { firstNonEmptyTab, LIVE_LIST_TABS, liveMatchesOfTab, type LiveListTabValue } from '../rules/live-list-tabs';
import { LiveMatchCard } from './live-match-card';
import scrollStrip from '../../../ui/scroll-strip.module.css';
import styles from './live-match-strip.module.css';
import { anchorWords } from '../anchor-messages';
import { useMessages } from '../../../platform/i18n/messages';

const ID_PREFIX = 'anchor-live-list';

export function LiveMatchStrip({ matches, now }: { matches: readonly LiveMatch[]; now: number }) {
  const messages = useMessages(anchorWords);
  const [chosen, setChosen] = useState<LiveListTabValue | null>(null);
  const tab = chosen ?? firstNonEmptyTab(matches, now);
  const shown = liveMatchesOfTab(matches, tab, now);
  return (
    <section className={styles.section} aria-labelledby={`${ID_PREFIX}-title`}>
      <h2 id={`${ID_PREFIX}-title`} className={styles.title}>
        {messages.liveMatchesTitle}
      </h2>
      <Tabs<string>
        ariaLabel={messages.liveListTabsLabel}
        idPrefix={ID_PREFIX}
        items={LIVE_LIST_TABS.map((value) => ({ key: String(value), label: messages.liveListTabs[value] }))}
        activeKey={String(tab)}
        onChange={(key) => setChosen(Number(key) as LiveListTabValue)}
        className={styles.tabs}
      />
      <TabPanel idPrefix={ID_PREFIX} tabKey={String(tab)} className={styles.panel}>
        {shown.length === 0 ? (
          <p className={styles.empty}>{messages.noLiveMatches}</p>
        ) : (
          <ul className={`${styles.strip} ${scrollStrip.strip}`}>
            {shown.map((item) => (
              <li key={item.matchId}>
                <LiveMatchCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </section>
  );
}
