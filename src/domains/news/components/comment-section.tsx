/**
 * A tip's comments: all of them (with their count) or the user's own, a page at a time; like,
 * reply (through the composer) and report with the categories of report/cate.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TipComment } from '../../../contracts/news';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { feedListProps } from '../../../platform/store/feed-list';
import { sessionSelectors, useSessionStore } from '../../../platform/session/session-store';
import { useLoginGate } from '../../../platform/session/use-login-gate';
import { ActionSheet } from '../../../ui/action-sheet';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { InfiniteList } from '../../../ui/infinite-list';
import { SkeletonList } from '../../../ui/skeleton';
import { TitledSection } from '../../../ui/titled-section';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import { CommentItem, type CommentHandlers } from './comment-item';
import styles from './comment-section.module.css';

type CommentTab = 'all' | 'mine';

interface CommentSectionProps {
  tipId: number;
  commentCount: number;
  returnPath: string;
  now: number;
  onReply: CommentHandlers['onReply'];
}

const keyOf = (comment: TipComment) => comment.id;

export function CommentSection({ tipId, commentCount, returnPath, now, onReply }: CommentSectionProps) {
  const messages = useMessages(newsWords);
  const [tab, setTab] = useState<CommentTab>('all');
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const all = useNewsStore(newsSelectors.comments(tipId));
  const mine = useNewsStore(newsSelectors.myComments(tipId));
  const store = useNewsStore.getState();
  const gate = useLoginGate(returnPath);
  const { login } = useNavigation();
  const [reporting, setReporting] = useState<number | null>(null);
  const categories = useNewsStore(newsSelectors.reportCategories);

  useEffect(() => {
    if (all.status === 'idle') void store.loadComments(tipId);
  }, [all.status, tipId, store]);
  useEffect(() => {
    if (tab === 'mine' && loggedIn && mine.status === 'idle') void store.loadMyComments(tipId);
  }, [tab, loggedIn, mine.status, tipId, store]);
  useEffect(() => {
    if (reporting !== null && categories.status === 'idle') void store.loadReportCategories();
  }, [reporting, categories.status, store]);

  const handlers = useMemo<CommentHandlers>(
    () => ({
      onLike: (commentId) => void gate(() => store.toggleLike(tipId, commentId)),
      onReply: (target) => void gate(async () => onReply(target)),
      onReport: (commentId) => void gate(async () => setReporting(commentId)),
    }),
    [gate, store, tipId, onReply],
  );
  const renderItem = useCallback(
    (comment: TipComment) => <CommentItem comment={comment} now={now} {...handlers} />,
    [handlers, now],
  );

  const feed = tab === 'all' ? all : mine;
  const loadFirst = () => (tab === 'all' ? store.loadComments(tipId) : store.loadMyComments(tipId));
  const loadMore = () => (tab === 'all' ? store.loadMoreComments(tipId) : store.loadMoreMyComments(tipId));
  const options = [
    { value: 'all', label: messages.allComments(commentCount) },
    { value: 'mine', label: messages.myComments },
  ] as const;

  return (
    <TitledSection
      title={messages.commentsTitle}
      tabs={{ ariaLabel: messages.commentTabsLabel, options, value: tab, onChange: setTab }}
      className={styles.section}
      barClassName={styles.bar}
      titleClassName={styles.title}
    >
      {tab === 'mine' && !loggedIn ? (
        <div className={styles.login}>
          <p>{messages.myCommentsNeedLogin}</p>
          <Button size="s" variant="secondary" onClick={() => void login(returnPath)}>
            {messages.loginToSee}
          </Button>
        </div>
      ) : (
        <InfiniteList
          {...feedListProps(feed, { load: loadFirst, loadMore })}
          keyOf={keyOf}
          renderItem={renderItem}
          skeleton={<SkeletonList rows={3} />}
          errorState={<ErrorState onRetry={() => void loadFirst()} />}
          empty={<EmptyState title={tab === 'all' ? messages.noComments : messages.noMyComments} />}
          ariaLabel={tab === 'all' ? messages.allComments(commentCount) : messages.myComments}
        />
      )}
      <ActionSheet
        open={reporting !== null}
        onClose={() => setReporting(null)}
        title={messages.reportTitle}
        actions={(categories.data ?? []).map((category) => ({ key: String(category.id), label: category.name }))}
        onSelect={(key) => {
          if (reporting !== null) void store.report(reporting, Number(key));
        }}
      />
    </TitledSection>
  );
}
