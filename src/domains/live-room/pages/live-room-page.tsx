/**
 * /anchor/detail/:id — the live room (input padding): the stream, the streamer, the match they
 * stream with its spoiler-safe score, and tabs for the streamer's schedule, the weekly ranking
 * and the streamer's moments. A bar at the bottom leads to the match on the portal. With the
 * crowd, the 聊天 tab and its input, 弹幕, the 红包 of a room with a lottery (`?envelope=1`
 * opens its sheet), and the 竞猜 card over the chat.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AnchorsPush } from '../../../contracts/anchors-push';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { BetGameIcon } from '../../../platform/config/bet-game-icon';
import { useGameIcon } from '../../../platform/config/game-icons';
import { LoopInterval, useLoop, usePushFallbackLoop } from '../../../platform/loop/use-loop';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton, SkeletonList } from '../../../ui/skeleton';
import { SkeletonScreen } from '../../../ui/skeleton-screen';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { DomainPanel } from '../../../platform/domain/domain-panels';
import { ENVELOPE_QUERY, liveRoomPaths, parseStreamerIdParam } from '../live-room-paths';
import { RoomPageBar } from '../components/room-page-bar';
import { RoomStreamerBar } from '../components/room-streamer-bar';
import { RoomMatchCard } from '../components/room-match-card';
import { RoomPlayer } from '../player/components/room-player';
import { RoomPlayhead } from '../components/room-playhead';
import { useRoomCentre } from '../components/use-room-centre';
import { useRoomMatchInfo, useRoomSchedule, useRoomStreamer } from '../components/use-shown-room';
import { ScheduleList } from '../components/schedule-list';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { useAnchorBackground } from '../../../features/promotions/use-anchor-background';
import { roomWords } from '../room-messages';
import { useLiveRoomStore } from '../store/live-room-store';
import { useDataSaverStore } from '../player/store/data-saver-store';
import { warmPlayer } from '../player/components/player-chunk';
import { roomSelectors } from '../store/room-selectors';
import styles from './live-room-page.module.css';
import { streamedMatchDetailTarget, streamedMatchLiveTarget } from '../../match/rules/match-jump';
import { matchWords } from '../../match/match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { LazyChatBar, LazyChatPanel, LazyDanmaku, LazyEnvelope, useRoomChat } from '../crowd/components/lazy-room-chat';
import { LazyRoomPredictions } from '../predictions/components/lazy-room-predictions';
import { isRoomStreaming } from '../player/rules/room-streaming';

type RoomTab = 'schedule' | 'rank' | 'moments' | 'centre' | 'chat';
/** The 赛况 panel: a lazy chunk, off the room's first-frame path. */
const MatchCentrePanel = lazy(() => import('../../match/components/match-centre/match-centre-panel'));
const ROOM_TABS_ID = 'live-room';

export default function LiveRoomPage() {
  const roomMessages = useMessages(roomWords);
  const matchText = useMessages(matchWords);
  const hostId = parseStreamerIdParam(useParams().id);
  if (hostId === null) {
    return (
      <>
        <RoomPageBar title={roomMessages.notFoundTitle} />
        <EmptyState title={matchText.streamerNotFound} />
      </>
    );
  }
  // A new streamer is a new room: nothing of the previous one (tab, scroll) carries over.
  return <LiveRoom key={hostId} hostId={hostId} />;
}

function LiveRoom({ hostId }: { hostId: number }) {
  const roomMessages = useMessages(roomWords);
  const matchText = useMessages(matchWords);
  const roomHostId = useLiveRoomStore((state) => state.room.hostId);
  const status = useLiveRoomStore(roomSelectors.status);
  const streamer = useRoomStreamer();
  const matchInfo = useRoomMatchInfo();
  // 去投注 opens the portal's game the match is streamed from (matchSource): its icon says which (gameIconList).
  const game = useGameIcon(matchInfo?.matchSource ?? 0);
  const match = useLiveRoomStore(roomSelectors.match);
  const logos = useLiveRoomStore(roomSelectors.logos);
  const backgroundImageId = useAnchorBackground();
  const openRoom = useLiveRoomStore((state) => state.openRoom);
  const { go } = useNavigation();
  const [tab, setTab] = useState<RoomTab>('schedule');
  const returnPath = liveRoomPaths.room(hostId);
  const centre = useRoomCentre(matchInfo?.matchId);
  // The crowd (聊天, its input, 弹幕): a chunk loaded after the first frame; nothing without a backend that has it.
  const chat = useRoomChat(matchInfo?.liveRoomId ?? 0, isRoomStreaming(streamer, matchInfo));
  // `?envelope=1` (a 红包 banner, a visitor back from login): the room opens with its envelope's sheet.
  const envelopeAtStart = useSearchParams()[0].get(ENVELOPE_QUERY) === '1';

  // The player's code starts beside the room's call, not after its answer has rendered the
  // player (a press on the link into the room started both already, room-warmup.ts).
  useEffect(() => {
    if (!useDataSaverStore.getState().on) warmPlayer();
  }, []);
  // Opens the room at once, then refreshes it every minute while shown (the next match, the stream).
  useLoop(() => openRoom(hostId), LoopInterval.minute);
  // While the push is down the score comes from the host's schedule (one small call), every 3 s.
  usePushFallbackLoop(() => useLiveRoomStore.getState().loadRoomSchedule(), LoopInterval.live);
  usePushChannels([AnchorsPush.host(hostId)]);

  const current = roomHostId === hostId;
  if (!current || status === 'loading' || status === 'idle') return <RoomSkeleton />;
  if (status === 'failed') {
    return (
      <>
        <RoomPageBar title={roomMessages.title} />
        <ErrorState onRetry={() => void openRoom(hostId)} />
      </>
    );
  }
  if (!streamer) {
    return (
      <>
        <RoomPageBar title={roomMessages.title} />
        <EmptyState title={matchText.streamerNotFound} />
      </>
    );
  }

  return (
    <RoomPlayhead>
      <div className={styles.room}>
        <RoomPageBar title={streamer.nickName} />
        <Suspense fallback={null}>{chat.session}</Suspense>
        <RoomPlayer
          streamer={streamer}
          matchInfo={matchInfo}
          backgroundImageId={backgroundImageId}
          overlay={
            chat.available && (
              <Suspense fallback={null}>
                <LazyDanmaku />
              </Suspense>
            )
          }
        />
        <RoomStreamerBar
          streamer={streamer}
          returnPath={returnPath}
          aside={
            chat.available &&
            matchInfo && (
              <Suspense fallback={null}>
                <LazyEnvelope
                  roomId={matchInfo.liveRoomId}
                  hostId={hostId}
                  streamerName={streamer.nickName}
                  loginPath={liveRoomPaths.envelope(hostId)}
                  openAtStart={envelopeAtStart}
                  onChat={() => setTab('chat')}
                />
              </Suspense>
            )
          }
        />
        {matchInfo ? (
          <RoomMatchCard info={matchInfo} match={match} logos={logos} returnPath={returnPath} />
        ) : (
          <p className={styles.noMatch}>{roomMessages.noMatch}</p>
        )}
        <PromotionStrip place="room" />
        <Tabs<RoomTab>
          ariaLabel={roomMessages.roomTabsLabel}
          idPrefix={ROOM_TABS_ID}
          stretch
          className={styles.tabs}
          items={[
            { key: 'schedule', label: roomMessages.roomTabSchedule },
            { key: 'rank', label: roomMessages.roomTabRank },
            { key: 'moments', label: roomMessages.roomTabMoments },
            // Only when the backend has a match centre for this match (a 404 shows no tab).
            ...(centre.available ? [{ key: 'centre' as const, label: roomMessages.roomTabCentre }] : []),
            ...(chat.available ? [{ key: 'chat' as const, label: roomMessages.roomTabChat }] : []),
          ]}
          activeKey={tab}
          onChange={setTab}
        />
        <TabPanel idPrefix={ROOM_TABS_ID} tabKey={tab}>
          {tab === 'schedule' && <RoomSchedule hostId={hostId} returnPath={returnPath} />}
          {tab === 'rank' && (
            <Suspense fallback={<SkeletonList rows={5} />}>
              <DomainPanel name="anchors.rankPreview" props={{ hostId }} />
            </Suspense>
          )}
          {tab === 'moments' && (
            <Suspense fallback={<SkeletonList />}>
              <DomainPanel name="anchors.streamerMoments" props={{ hostId }} />
            </Suspense>
          )}
          {tab === 'centre' && centre.available && matchInfo && (
            <Suspense fallback={<SkeletonList />}>
              <MatchCentrePanel matchId={matchInfo.matchId} homeName={centre.homeName} awayName={centre.awayName} />
            </Suspense>
          )}
          {tab === 'chat' && chat.available && matchInfo && (
            // The 竞猜 card over the chat: a chunk of its own, nothing while it loads or without predictions.
            <Suspense fallback={null}>
              <LazyRoomPredictions roomId={matchInfo.liveRoomId} loginPath={returnPath} />
            </Suspense>
          )}
          {tab === 'chat' && chat.available && (
            <Suspense fallback={<SkeletonList />}>
              <LazyChatPanel returnPath={returnPath} />
            </Suspense>
          )}
        </TabPanel>
        {/* The 聊天 tab's input takes the room's input padding; the other tabs keep the match's actions. */}
        {tab === 'chat' && chat.available ? (
          <Suspense fallback={null}>
            <LazyChatBar returnPath={returnPath} />
          </Suspense>
        ) : (
          matchInfo && (
            <div className={styles.actionBar}>
              <Button
                variant="secondary"
                block
                onClick={() => void go(streamedMatchDetailTarget(matchInfo.matchId, hostId))}
              >
                {roomMessages.matchDetail}
              </Button>
              <Button
                block
                title={game?.name}
                icon={<BetGameIcon game={game} />}
                onClick={() => void go(streamedMatchLiveTarget(matchInfo, hostId))}
              >
                {roomMessages.goBet}
              </Button>
            </div>
          )
        )}
      </div>
    </RoomPlayhead>
  );
}

function RoomSchedule({ hostId, returnPath }: { hostId: number; returnPath: string }) {
  const roomMessages = useMessages(roomWords);
  const status = useLiveRoomStore(roomSelectors.scheduleStatus);
  const schedule = useRoomSchedule();
  const loadRoomSchedule = useLiveRoomStore((state) => state.loadRoomSchedule);
  if (status === 'failed') return <ErrorState onRetry={() => void loadRoomSchedule()} />;
  if (status !== 'ready') return <SkeletonList rows={3} avatar={false} />;
  if (schedule.length === 0) return <EmptyState title={roomMessages.noSchedule} />;
  return <ScheduleList hostId={hostId} items={schedule} returnPath={returnPath} />;
}

function RoomSkeleton() {
  return (
    <SkeletonScreen blocksClassName={styles.skeletonPlayer} list={{ rows: 4 }}>
      <Skeleton shape="rect" width="100%" height="100%" />
    </SkeletonScreen>
  );
}
