/**
 * /news/match-select — the ongoing-match selector (v2/select): matches being played that have
 * tips on sale, with their live score; the chosen ones filter the /news feed.
 */
import { useEffect, useState } from 'react';
import type { OngoingMatch } from '../../../contracts/news';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { MatchRow } from '../../match/components/match-row';
import { NewsPageBar } from '../components/news-page-bar';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { newsPaths } from '../news-paths';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './match-select-page.module.css';

export default function MatchSelectPage() {
  const messages = useMessages(newsWords);
  const ongoing = useNewsStore(newsSelectors.ongoingMatches);
  const chosenBefore = useNewsStore((state) => state.feed.query.matchIds);
  const { loadOngoingMatches, setFeedQuery } = useNewsStore.getState();
  const [chosen, setChosen] = useState<readonly number[]>(chosenBefore);
  const { back } = useNavigation();

  useEffect(() => {
    void loadOngoingMatches();
  }, [loadOngoingMatches]);

  const toggle = (matchId: number) =>
    setChosen((current) =>
      current.includes(matchId) ? current.filter((id) => id !== matchId) : [...current, matchId],
    );
  const apply = () => {
    // Only matches still listed: one that ended meanwhile would filter the feed to nothing.
    const listed = new Set((ongoing.data ?? []).map((item) => item.match.id));
    void setFeedQuery({ matchIds: chosen.filter((id) => listed.has(id)) });
    back(newsPaths.home());
  };

  return (
    <div className={styles.page}>
      <NewsPageBar title={messages.matchSelectTitle} />
      <ResourceView
        resource={ongoing}
        onRetry={() => void loadOngoingMatches()}
        empty={<EmptyState title={messages.noOngoing} />}
      >
        {() => (
          <ul className={styles.list}>
            {ongoing.data!.map((item) => (
              <li key={item.match.id}>
                <OngoingRow item={item} checked={chosen.includes(item.match.id)} onToggle={toggle} />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      <div className={styles.bar}>
        <Button variant="secondary" onClick={() => setChosen([])}>
          {messages.clear}
        </Button>
        <Button block onClick={apply}>
          {messages.apply(chosen.length)}
        </Button>
      </div>
    </div>
  );
}

function OngoingRow({
  item,
  checked,
  onToggle,
}: {
  item: OngoingMatch;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  const messages = useMessages(newsWords);
  const { match } = item;
  const name = `${match.home.shortNameZh} ${messages.versus} ${match.away.shortNameZh}`;
  return (
    <div className={checked ? `${styles.row} ${styles.checked}` : styles.row}>
      <MatchRow
        match={match}
        inCard
        caption={`${match.competitionName} · ${messages.tipCount(item.tipCount)}`}
        // The whole row chooses the match, not only the 22 px box.
        onSelect={() => onToggle(match.id)}
        extra={
          <input
            type="checkbox"
            className={styles.check}
            checked={checked}
            aria-label={messages.selectMatch(name)}
            onChange={() => onToggle(match.id)}
          />
        }
      />
    </div>
  );
}
