/**
 * The experts at the top of /news: hot experts (by followers) or the ones the user follows, a
 * face and a record each, and the way to all experts.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExpertProfile } from '../../../contracts/news';
import type { Resource } from '../../../platform/store/resource';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { sessionSelectors, useSessionStore } from '../../../platform/session/session-store';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { uiWords } from '../../../ui/ui-messages';
import { Skeleton } from '../../../ui/skeleton';
import { TitledSection } from '../../../ui/titled-section';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { newsPaths } from '../news-paths';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './expert-strip.module.css';

type StripTab = 'hot' | 'followed';

export function ExpertStrip() {
  const messages = useMessages(newsWords);
  const tabs = [
    { value: 'hot', label: messages.hotExperts },
    { value: 'followed', label: messages.followedExperts },
  ] as const;
  const [tab, setTab] = useState<StripTab>('hot');
  const hot = useNewsStore(newsSelectors.hotExperts);
  const followed = useNewsStore(newsSelectors.followedExperts);
  const loadFollowedExperts = useNewsStore((state) => state.loadFollowedExperts);
  const loadHotExperts = useNewsStore((state) => state.loadHotExperts);
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { href, login } = useNavigation();

  useEffect(() => {
    if (tab === 'followed' && loggedIn && followed.status === 'idle') void loadFollowedExperts();
  }, [tab, loggedIn, followed.status, loadFollowedExperts]);

  return (
    <TitledSection
      title={messages.expertStripLabel}
      tabs={{ ariaLabel: messages.expertStripLabel, options: tabs, value: tab, onChange: setTab }}
      extra={
        <Link className={styles.all} to={href(newsPaths.allExperts())}>
          {messages.allExperts}
        </Link>
      }
      className={styles.strip}
      barClassName={styles.bar}
      titleClassName={styles.srOnly}
    >
      {tab === 'followed' && !loggedIn ? (
        <div className={styles.note}>
          <span>{messages.followedNeedsLogin}</span>
          <Button size="s" variant="secondary" onClick={() => void login(newsPaths.home())}>
            {messages.loginToSee}
          </Button>
        </div>
      ) : (
        <ExpertFaces
          resource={tab === 'hot' ? hot : followed}
          label={tab === 'hot' ? messages.hotExperts : messages.followedExperts}
          empty={messages.noFollowedExperts}
          onRetry={() => void (tab === 'hot' ? loadHotExperts() : loadFollowedExperts())}
        />
      )}
    </TitledSection>
  );
}

function ExpertFaces({
  resource,
  label,
  empty,
  onRetry,
}: {
  resource: Resource<ExpertProfile[]>;
  label: string;
  empty: string;
  onRetry: () => void;
}) {
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const uiCopy = useMessages(uiWords);
  if (resource.status === 'idle' || resource.status === 'loading') {
    return (
      <div className={styles.faces} role="status">
        <VisuallyHidden>{uiCopy.loading}</VisuallyHidden>
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} className={styles.face} aria-hidden="true">
            <Skeleton shape="circle" width={48} />
            <Skeleton width={48} />
          </span>
        ))}
      </div>
    );
  }
  // A failed strip has its own retry: the feed's 重试 below does not ask for the experts again.
  if (resource.status === 'failed') {
    return (
      <div className={styles.note} role="alert">
        <span>{uiCopy.loadFailed}</span>
        <Button size="s" variant="secondary" onClick={onRetry}>
          {uiCopy.retry}
        </Button>
      </div>
    );
  }
  const experts = resource.data ?? [];
  if (experts.length === 0) return <p className={styles.note}>{empty}</p>;
  return (
    <ul className={styles.faces} aria-label={label}>
      {experts.map((expert) => (
        <li key={expert.id}>
          <Link className={styles.face} to={href(newsPaths.expert(expert.id))}>
            <Avatar src={toUrl(expert.profile)} name={expert.name} alt="" size="l" />
            <span className={styles.name}>{expert.name}</span>
            <span className={styles.record}>{expert.hitSession}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
