/**
 * /news/detail/:id and /program-detail/:id — a tip (input padding): the expert with the follow
 * button, the title, the match(es) with their live score from the shared match layer, the paid
 * part (locked with the buy box, or shown once free, bought or settled), the comments, and the
 * comment bar at the bottom. A settlement of the expert's tips shows at once (`professor:<id>`).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import type { TipDetail } from '../../../contracts/news';
import { NewsPush } from '../../../contracts/news-push';
import { useBack, useNavigation } from '../../../platform/bridge/navigation-context';
import { BetGameIcon } from '../../../platform/config/bet-game-icon';
import { useGameIcon } from '../../../platform/config/game-icons';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { LoopInterval, usePushFallbackLoop } from '../../../platform/loop/use-loop';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { NotFoundState } from '../../../ui/not-found-state';
import { ResourceView } from '../../../ui/resource-view';
import { Skeleton } from '../../../ui/skeleton';
import { SkeletonScreen } from '../../../ui/skeleton-screen';
import { TitledSection } from '../../../ui/titled-section';
import { useNow } from '../../../ui/use-now';
import { MatchRow } from '../../match/components/match-row';
import { BuyBox } from '../components/buy-box';
import { CommentComposer } from '../components/comment-composer';
import { CommentSection } from '../components/comment-section';
import { FollowButton } from '../components/follow-button';
import { NewsPageBar } from '../components/news-page-bar';
import { ResultStamp } from '../components/result-stamp';
import { TipContent } from '../components/tip-content';
import { useCommentDraft } from '../components/use-comment-draft';
import { useTipPath } from '../components/use-tip-path';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount, formatPostTime } from '../../../platform/i18n/formats';
import { newsPaths } from '../news-paths';
import { parseIdParam } from '../../../platform/domain/domain-links';
import { isLocked } from '../rules/tip-access';
import { tipBetTarget } from '../rules/bet-target';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './tip-detail-page.module.css';

export default function TipDetailPage() {
  const messages = useMessages(newsWords);
  const tipId = parseIdParam(useParams().id);
  const program = useLocation().pathname.includes('/program-detail/');
  const title = program ? messages.programTitle : messages.detailTitle;
  const back = useBack(newsPaths.home());
  const tipPathOf = useTipPath();
  // The new program detail is the `newProgramDetail` version gate's (platform/config/version-gates):
  // an app before 4.3.2 that is sent to it (a shared link, a host) opens the older tip detail.
  if (tipId !== null && program && tipPathOf(tipId) !== newsPaths.programDetail(tipId)) {
    return <Navigate to={newsPaths.detail(tipId)} replace />;
  }
  if (tipId === null) {
    return (
      <>
        <NewsPageBar title={title} />
        <NotFoundState title={messages.tipNotFound} onBack={back} />
      </>
    );
  }
  // Another tip is another page: nothing of the previous one carries over.
  return (
    <Tip
      key={tipId}
      tipId={tipId}
      title={title}
      returnPath={program ? newsPaths.programDetail(tipId) : newsPaths.detail(tipId)}
    />
  );
}

function Tip({ tipId, title, returnPath }: { tipId: number; title: string; returnPath: string }) {
  const messages = useMessages(newsWords);
  const resource = useNewsStore(newsSelectors.tip(tipId));
  const loadTip = useNewsStore((state) => state.loadTip);
  const loadTitles = useNewsStore((state) => state.loadTitles);
  const titlesStatus = useNewsStore((state) => state.titles.status);
  const draft = useCommentDraft(tipId);
  const [focusSignal, setFocusSignal] = useState(0);
  const now = useNow(LoopInterval.minute);
  const tip = resource.data;

  useEffect(() => {
    if (resource.status === 'idle') void loadTip(tipId);
  }, [resource.status, tipId, loadTip]);
  // While the push is down the tip's match scores come from the tip itself, every 20 s.
  usePushFallbackLoop(() => loadTip(tipId), LoopInterval.slow);
  useEffect(() => {
    if (titlesStatus === 'idle') void loadTitles();
  }, [titlesStatus, loadTitles]);
  usePushChannels(tip ? [NewsPush.professor(tip.professorId)] : [], tip !== null);

  const back = useBack(newsPaths.home());
  const { setReplyTo } = draft;
  const onReply = useCallback(
    (target: { id: number; name: string }) => {
      setReplyTo(target);
      setFocusSignal((signal) => signal + 1);
    },
    [setReplyTo],
  );

  return (
    <>
      <NewsPageBar title={title} />
      <ResourceView
        resource={resource}
        onRetry={() => void loadTip(tipId)}
        onBack={back}
        notFoundTitle={messages.tipNotFound}
        skeleton={<TipSkeleton />}
      >
        {() =>
          tip && (
            <TipArticle
              tipId={tipId}
              tip={tip}
              returnPath={returnPath}
              now={now}
              onReply={onReply}
              composer={
                <CommentComposer tipId={tipId} returnPath={returnPath} draft={draft} focusSignal={focusSignal} />
              }
            />
          )
        }
      </ResourceView>
    </>
  );
}

interface TipArticleProps {
  tipId: number;
  tip: TipDetail;
  returnPath: string;
  now: number;
  onReply(target: { id: number; name: string }): void;
  /** The comment bar (its draft and focus are the page's: they outlive a reload of the tip). */
  composer: ReactNode;
}

function TipArticle({ tipId, tip, returnPath, now, onReply, composer }: TipArticleProps) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  return (
    <article className={styles.page} aria-labelledby="tip-title">
      <ExpertBar tip={tip} returnPath={returnPath} />
      <header className={styles.head}>
        <h1 id="tip-title" className={styles.title}>
          {tip.sportsTitle}
        </h1>
        <p className={styles.meta}>
          <Badge variant="tag" tone="neutral">
            {tip.sportsPlay}
          </Badge>
          <span>{messages.publishedAt(formatPostTime(locale, tip.publishTime, now))}</span>
          <span>{messages.reads(formatCount(locale, tip.readCount))}</span>
        </p>
        <span className={styles.stamp}>
          <ResultStamp result={tip.result} />
        </span>
      </header>
      <TipMatches tip={tip} />
      <div className={styles.paid}>
        {isLocked(tip) ? <BuyBox tip={tip} returnPath={returnPath} /> : <RevealedContent tip={tip} now={now} />}
      </div>
      <CommentSection
        tipId={tipId}
        commentCount={tip.commentCount}
        returnPath={returnPath}
        now={now}
        onReply={onReply}
      />
      {composer}
    </article>
  );
}

/** The bought content mounts afresh while the forced-refresh flag is set, so it fades in. */
function RevealedContent({ tip, now }: { tip: TipDetail; now: number }) {
  const forced = useNewsStore(newsSelectors.forcedRefresh);
  return <TipContent key={forced ? 'refreshed' : 'shown'} tip={tip} now={now} />;
}

function ExpertBar({ tip, returnPath }: { tip: TipDetail; returnPath: string }) {
  const messages = useMessages(newsWords);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const expert = tip.professor;
  return (
    <div className={styles.expert}>
      <Link className={styles.expertLink} to={href(newsPaths.expert(expert.id))}>
        <Avatar src={toUrl(expert.profile)} name={expert.name} alt="" size="m" />
        <span className={styles.expertText}>
          <span className={styles.expertName}>{expert.name}</span>
          <span className={styles.expertRecord}>
            {expert.hitSession}
            {expert.winContinuous >= 2 && ` · ${messages.streak(expert.winContinuous)}`}
          </span>
        </span>
      </Link>
      <FollowButton
        expert={expert}
        following={tip.isAttention === 1}
        followers={expert.attention}
        returnPath={returnPath}
      />
    </div>
  );
}

function TipMatches({ tip }: { tip: TipDetail }) {
  const messages = useMessages(newsWords);
  const { go } = useNavigation();
  // 去投注 opens the portal's game of the common config: its icon says which (gameIconList).
  const game = useGameIcon(useConfigStore(configSelectors.sportJumpGame));
  const legs = new Map(tip.messageMatchList.map((leg) => [leg.matchId, leg]));
  return (
    <TitledSection title={messages.matchesTitle} className={styles.matches} titleClassName={styles.sectionTitle}>
      {tip.matches.map((match) => (
        <div key={match.id} className={styles.match}>
          <MatchRow match={match} caption={legs.get(match.id)?.leagueName ?? match.competitionName} />
          <div className={styles.betLine}>
            <button
              type="button"
              className={styles.bet}
              title={game?.name}
              onClick={() =>
                void go(tipBetTarget(tip, match.id, configSelectors.sportJumpGame(useConfigStore.getState())))
              }
            >
              <BetGameIcon game={game} className={styles.betIcon} />
              {messages.goBet}
            </button>
          </div>
        </div>
      ))}
    </TitledSection>
  );
}

function TipSkeleton() {
  return (
    <SkeletonScreen className={styles.skeleton} blocksClassName={styles.skeletonBlocks} list={{ rows: 2 }}>
      <Skeleton width="50%" />
      <Skeleton width="90%" height={22} />
      <Skeleton shape="rect" height={64} />
      <Skeleton shape="rect" height={120} />
    </SkeletonScreen>
  );
}
