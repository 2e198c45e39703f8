/** /news/my-orders — the tips the user bought, newest purchase first, with what was paid and given back. */
import { useCallback, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NewsPush } from '../../../contracts/news-push';
import type { TipMessage } from '../../../contracts/news';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { LoopInterval } from '../../../platform/loop/use-loop';
import { sessionSelectors, useSessionStore } from '../../../platform/session/session-store';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { useNow } from '../../../ui/use-now';
import { LoginFirst } from '../components/login-first';
import { NewsPageBar } from '../components/news-page-bar';
import { NoOrdersState } from '../components/no-orders-state';
import { TipFeedList } from '../components/tip-feed-list';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatPostTime } from '../../../platform/i18n/formats';
import { newsPaths } from '../news-paths';
import { refundOf } from '../rules/tip-access';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './list-page.module.css';

export default function MyOrdersPage() {
  const messages = useMessages(newsWords);
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { href } = useNavigation();
  return (
    <div className={styles.page}>
      <NewsPageBar
        title={messages.myOrdersTitle}
        extra={
          loggedIn ? (
            <Link className={styles.barLink} to={href(newsPaths.myRecord())}>
              {messages.myRecordLink}
            </Link>
          ) : undefined
        }
      />
      <div className={styles.content}>
        <LoginFirst returnPath={newsPaths.myOrders()}>
          <Orders />
        </LoginFirst>
      </div>
    </div>
  );
}

function Orders() {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  const feed = useNewsStore(newsSelectors.orders);
  const { loadOrders, loadMoreOrders, refreshOrders } = useNewsStore.getState();
  const now = useNow(LoopInterval.minute);
  usePushChannels([NewsPush.tips]);
  useEffect(() => {
    if (feed.status === 'idle') void loadOrders();
  }, [feed.status, loadOrders]);
  const footnoteOf = useCallback(
    (tip: TipMessage): ReactNode => {
      const refund = refundOf(tip);
      return [
        messages.paid(tip.goldPrice),
        tip.payTime !== null ? messages.paidAt(formatPostTime(locale, tip.payTime, now)) : null,
        refund > 0 ? messages.refund(refund) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    },
    [now, locale, messages],
  );
  if (feed.status === 'ready' && feed.list.length === 0) {
    return <NoOrdersState />;
  }
  return (
    <TipFeedList
      feed={feed}
      now={now}
      onLoadMore={() => void loadMoreOrders()}
      onRetry={() => void loadOrders()}
      onRefresh={() => refreshOrders()}
      emptyTitle={messages.noOrders}
      ariaLabel={messages.myOrdersTitle}
      footnoteOf={footnoteOf}
    />
  );
}
