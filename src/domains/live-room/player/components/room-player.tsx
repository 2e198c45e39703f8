/**
 * The live room's video area: the player (its own chunk) while the streamer streams a match, an
 * offline poster otherwise. The player reports how far behind live the viewer is; the room's
 * score follows that delay.
 *
 * The stream is held in the stream dock (player/store/stream-dock.ts), so leaving the
 * room while it plays floats it to the mini-player, and coming back adopts the same element.
 * 省流模式 replaces the player with the text live (no video downloaded); the stall detector and
 * the network hints offer it in a slim banner, and offer the video back once the network recovers.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Streamer } from '../../../../contracts/anchors';
import type { StreamerMatchInfo } from '../../../../contracts/anchors-room';
import { formatMatchTime } from '../../../../lib/time-labels';
import { httpSettings } from '../../../../platform/http/http-client';
import { report } from '../../../../platform/feedback/monitor';
import { useGlobalStore } from '../../../../platform/global/global-store';
import { matchWords } from '../../../match/match-messages';
import { useMessages } from '../../../../platform/i18n/messages';
import { roomWords } from '../../room-messages';
import { playerSources } from '../rules/stream-sources';
import {
  DATA_SAVER_RETRY_OFFER_MS,
  networkInformation,
  networkRecovered,
  readNetworkHints,
  shouldOfferDataSaver,
  type StreamHealth,
} from '../rules/stream-health';
import { useLiveMatchStore } from '../../../match/store/live-match-store';
import { liveMatchSelectors } from '../../../match/store/selectors';
import { roomSelectors, shownInRoom } from '../../store/room-selectors';
import { isPrivateRoom } from '../../../match/rules/private-rooms';
import { closeStream, streamKeyOf, useStreamDock } from '../store/stream-dock';
import { useLiveRoomStore } from '../../store/live-room-store';
import { useDataSaverStore } from '../store/data-saver-store';
import { streamWords } from '../stream-messages';
import { DataSaverPanel } from './data-saver-panel';
import { LazyLivePlayer } from './lazy-live-player';
import { isRoomStreaming } from '../rules/room-streaming';
import { useRoomSchedule } from '../../components/use-shown-room';
import { currentDisplayContext } from '../../../match/store/display-context';
import { StreamBanner } from './stream-banner';
import styles from './room-player.module.css';
import { useFileUrl } from '../../../../platform/config/use-file-url';
import { Picture } from '../../../../ui/picture';

interface RoomPlayerProps {
  streamer: Streamer;
  matchInfo: StreamerMatchInfo | null;
  /** The anchor background image (category 30306), the poster while nothing plays. */
  backgroundImageId: string | null;
  /** Drawn over the playing video (the room's 弹幕); not in 省流模式 nor over the offline poster. */
  overlay?: ReactNode;
}

type Offer = 'slow' | 'recovered' | null;

export function RoomPlayer({ streamer, matchInfo, backgroundImageId, overlay }: RoomPlayerProps) {
  const roomMessages = useMessages(roomWords);
  const streamMessages = useMessages(streamWords);
  const matchText = useMessages(matchWords);
  const toUrl = useFileUrl();
  const setPlayerDelay = useLiveRoomStore((state) => state.setPlayerDelay);
  const schedule = useRoomSchedule();
  const clockOffsetMs = useLiveMatchStore(liveMatchSelectors.clockOffsetMs);
  const dataSaver = useDataSaverStore((state) => state.on);
  const forSlowNetwork = useDataSaverStore((state) => state.forSlowNetwork);
  const setDataSaver = useDataSaverStore((state) => state.setDataSaver);
  // The device's choice (global isAutoPlay, kept): does the stream start by itself when the room opens?
  const autoPlay = useGlobalStore((state) => state.isAutoPlay);
  const setAutoPlay = useGlobalStore((state) => state.setAutoPlay);
  const poster = toUrl(backgroundImageId) ?? toUrl(streamer.pictureId);
  const streaming = isRoomStreaming(streamer, matchInfo);
  const sources = streaming && matchInfo ? playerSources(matchInfo.videoSourceDetail, httpSettings().baseUrl) : null;
  const hostId = streamer.id;
  const needsLogin = schedule.some((entry) => entry.matchId === matchInfo?.matchId && isPrivateRoom(entry));
  const offer = useStreamOffers(dataSaver, forSlowNetwork);

  // The dock's promise to the stream: float it on leaving only while this room still streams it
  // and 省流模式 is off (switching the mode on stops the download).
  const keepOnLeave = useRef<() => boolean>(() => false);
  keepOnLeave.current = () => {
    const state = useLiveRoomStore.getState();
    const context = currentDisplayContext();
    const room = roomSelectors.data(state);
    const matchInfo = shownInRoom.matchInfo(room, roomSelectors.rawSchedule(state), context);
    return (
      !useDataSaverStore.getState().on &&
      state.room.hostId === hostId &&
      isRoomStreaming(shownInRoom.streamer(room, context), matchInfo)
    );
  };

  // No video, no delay to hold the score back for.
  useEffect(() => {
    if (dataSaver) setPlayerDelay(null);
  }, [dataSaver, setPlayerDelay]);

  // The offer shown is put away by the change of mode itself (the offers start over with it).
  const switchMode = (on: boolean, becauseSlow = false) => {
    setDataSaver(on, becauseSlow);
    if (on && useStreamDock.getState().held?.hostId === hostId) closeStream();
  };

  if (sources && dataSaver) {
    return (
      <>
        <DataSaverPanel info={matchInfo} onVideo={() => switchMode(false)} />
        {offer.value === 'recovered' && (
          <StreamBanner
            text={streamMessages.recovered}
            action={streamMessages.backToVideo}
            onAction={() => switchMode(false)}
            onDismiss={offer.dismiss}
          />
        )}
      </>
    );
  }

  if (sources) {
    return (
      <>
        <div className={styles.frame}>
          {/* Its own chunk, loading state and retry (the player's engineer's lazy wrapper). */}
          <LazyLivePlayer
            sources={sources}
            poster={poster}
            serverTimeOffsetMs={clockOffsetMs}
            autoPlay={autoPlay}
            dock={{
              key: streamKeyOf(hostId, sources),
              hostId,
              needsLogin,
              keepOnLeave: () => keepOnLeave.current(),
            }}
            onHealth={offer.judge}
            onDelayChange={setPlayerDelay}
            onError={(message) => {
              setPlayerDelay(null);
              report({ code: 'live-player-failed', message, detail: { hostId } });
            }}
          />
          {overlay}
          <button
            type="button"
            // Not role="switch": the room's one switch is 实时比分 (tests and readers look it up).
            aria-pressed={false}
            aria-label={streamMessages.dataSaver}
            className={styles.modeSwitch}
            onClick={() => switchMode(true)}
          >
            {streamMessages.dataSaverShort}
          </button>
          <button
            type="button"
            aria-pressed={autoPlay}
            aria-label={streamMessages.autoPlay}
            className={styles.autoPlaySwitch}
            onClick={() => setAutoPlay(!autoPlay)}
          >
            {streamMessages.autoPlayState(autoPlay)}
          </button>
        </div>
        {offer.value === 'slow' && (
          <StreamBanner
            text={streamMessages.slowNetwork}
            action={streamMessages.switchToDataSaver}
            onAction={() => switchMode(true, true)}
            onDismiss={offer.dismiss}
          />
        )}
      </>
    );
  }

  return (
    <div className={`${styles.frame} ${styles.offline}`}>
      {poster && <Picture className={styles.poster} src={poster} alt="" width={390} height={219} />}
      <div className={styles.notice}>
        <p className={styles.offlineTitle}>{roomMessages.offline}</p>
        {matchInfo ? (
          <p className={styles.next}>
            {roomMessages.nextMatch}
            {matchInfo.masterTeamName} {matchText.versus} {matchInfo.guestTeamName} ·{' '}
            {formatMatchTime(matchInfo.startDate)}
          </p>
        ) : (
          <p className={styles.next}>{roomMessages.noMatch}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The room's banners: while the video plays, "网络较慢" once the stall detector and the network
 * hints say so; in 省流模式 entered for a slow network, "网络已恢复" once the hints say the
 * network is good again (or, without hints, after DATA_SAVER_RETRY_OFFER_MS). × dismisses an
 * offer for this visit of the room; taking it (or switching by hand) only answers it, so a network
 * that turns slow again later in the visit offers 省流模式 again.
 */
function useStreamOffers(dataSaver: boolean, forSlowNetwork: boolean) {
  const [value, setValue] = useState<Offer>(null);
  const dismissed = useRef(new Set<Offer>());
  const offer = (next: Offer) => {
    if (next && !dismissed.current.has(next)) setValue(next);
  };

  useEffect(() => {
    setValue(null);
    // The video is offered back only to a fan who entered the mode because the network was slow:
    // one who chose it by hand keeps it whatever the network does (the store holds forSlowNetwork
    // only while the mode is on).
    if (!forSlowNetwork) return;
    const connection = networkInformation();
    const check = () => {
      if (networkRecovered(readNetworkHints(connection)) === true) offer('recovered');
    };
    connection?.addEventListener('change', check);
    const timer = setTimeout(() => {
      if (networkRecovered(readNetworkHints(connection)) !== false) offer('recovered');
    }, DATA_SAVER_RETRY_OFFER_MS);
    return () => {
      connection?.removeEventListener('change', check);
      clearTimeout(timer);
    };
  }, [dataSaver, forSlowNetwork]);

  return {
    value,
    judge: (health: StreamHealth) => {
      if (shouldOfferDataSaver(health, readNetworkHints())) offer('slow');
    },
    dismiss: () => {
      // With no offer shown this puts away null, which nothing offers.
      dismissed.current.add(value);
      setValue(null);
    },
  };
}
