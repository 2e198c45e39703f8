/**
 * /anchor/anchor-image/:id — an anchor's picture and profile: the big picture, nickname, age,
 * tags, introduction and figures; follow them or enter their room.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { Skeleton } from '../../../ui/skeleton';
import { SkeletonScreen } from '../../../ui/skeleton-screen';
import { anchorPaths, parseStreamerIdParam } from '../anchor-paths';
import { AnchorPageBar } from '../components/anchor-page-bar';
import { SubscribeToggle } from '../../match/components/subscribe-toggle';
import { useStreamerById } from '../components/use-shown-streamers';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { useNow } from '../../../ui/use-now';
import { profileWords } from '../profile-messages';
import { formatCount } from '../../../platform/i18n/formats';
import { streamerAgeLabel } from '../rules/streamer-profile';
import { isStreaming } from '../../match/rules/streamer-display';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import { useAnchorBackground } from '../../../features/promotions/use-anchor-background';
import styles from './anchor-image-page.module.css';
import { Picture } from '../../../ui/picture';
import { linkTo } from '../../../platform/domain/domain-links';
import { matchWords } from '../../match/match-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';

const PICTURE_PX = 390;

export default function AnchorImagePage() {
  const profileMessages = useMessages(profileWords);
  const matchText = useMessages(matchWords);
  const hostId = parseStreamerIdParam(useParams().id);
  return (
    <div className={styles.page}>
      <AnchorPageBar title={profileMessages.anchorImageTitle} />
      {hostId === null ? <EmptyState title={matchText.streamerNotFound} /> : <AnchorProfile hostId={hostId} />}
    </div>
  );
}

function AnchorProfile({ hostId }: { hostId: number }) {
  const profileMessages = useMessages(profileWords);
  const matchText = useMessages(matchWords);
  const locale = useLocale();
  const streamer = useStreamerById(hostId);
  const backgroundImageId = useAnchorBackground();
  const status = useAnchorsStore(anchorsSelectors.streamerProfileStatus(hostId));
  const loadStreamerProfile = useAnchorsStore((state) => state.loadStreamerProfile);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  const now = useNow(null);

  useEffect(() => {
    void loadStreamerProfile(hostId);
  }, [hostId, loadStreamerProfile]);

  // The home or the list may know the streamer already: shown at once, the profile call confirms it.
  return (
    <ResourceView
      resource={{ status: streamer ? 'ready' : status, data: streamer }}
      isEmpty={!streamer}
      empty={<EmptyState title={matchText.streamerNotFound} />}
      onRetry={() => void loadStreamerProfile(hostId)}
      skeleton={
        <SkeletonScreen blocksClassName={styles.skeleton}>
          <Skeleton shape="rect" width="100%" height="100%" />
        </SkeletonScreen>
      }
    >
      {() =>
        streamer && (
          <article className={styles.profile} aria-labelledby="anchor-profile-name">
            <div className={styles.pictureFrame}>
              {backgroundImageId && (
                <Picture
                  className={styles.background}
                  src={toUrl(backgroundImageId)}
                  alt=""
                  width={PICTURE_PX}
                  height={PICTURE_PX}
                />
              )}
              <Picture
                className={styles.picture}
                src={toUrl(streamer.pictureId)}
                alt={streamer.nickName}
                width={PICTURE_PX}
                height={PICTURE_PX}
              />
            </div>
            <div className={styles.card}>
              <h2 id="anchor-profile-name" className={styles.name}>
                <span>{streamer.nickName}</span>
                {isStreaming(streamer) && <Badge variant="live" />}
              </h2>
              <p className={styles.meta}>
                {streamerAgeLabel(streamer.birthday, now, profileMessages)} ·{' '}
                {matchText.fans(formatCount(locale, streamer.fansCount))} ·{' '}
                {matchText.watchers(formatCount(locale, streamer.watcherCount))}
              </p>
              {streamer.tags.length > 0 && (
                <ul className={styles.tags}>
                  {streamer.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="tag">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <section className={styles.intro} aria-labelledby="anchor-profile-intro">
                <h3 id="anchor-profile-intro" className={styles.introTitle}>
                  {profileMessages.introduction}
                </h3>
                <p className={styles.introText}>{streamer.introduction || profileMessages.noIntroduction}</p>
              </section>
              <div className={styles.actions}>
                <SubscribeToggle
                  subject={{ kind: 'streamer', hostId: streamer.id, name: streamer.nickName }}
                  returnPath={anchorPaths.anchorImage(streamer.id)}
                  size="m"
                />
                <Link className={styles.enter} to={href(linkTo('live-room.room', { id: streamer.id }))}>
                  {profileMessages.enterRoom}
                </Link>
              </div>
            </div>
          </article>
        )
      }
    </ResourceView>
  );
}
