/**
 * The live room's video: the player (its own chunk, built by the player's engineer) while the
 * streamer streams a match, an offline poster otherwise. The player reports how far behind live
 * the viewer is; the room's score follows that delay.
 */
import { type Streamer, type StreamerMatchInfo } from '../../../contracts/anchors';
import { StreamerLiveStatus, ScheduleLiveStatus } from '../../../contracts/match';
import { formatMatchTime } from '../../../lib/dates';
import { httpSettings } from '../../../platform/http/http-client';
import { report } from '../../../platform/feedback/monitor';
import { messages } from '../messages';
import { playerSources } from '../rules/stream-sources';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { liveMatchSelectors } from '../../match/store/selectors';
import { useAnchorsStore } from '../store/anchors-store';
import { LazyLivePlayer } from './live-player/lazy-live-player';
import styles from './room-player.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';

interface RoomPlayerProps {
  streamer: Streamer;
  matchInfo: StreamerMatchInfo | null;
  /** The anchor background image (category 30306), the poster while nothing plays. */
  backgroundImageId: string | null;
}

export function RoomPlayer({ streamer, matchInfo, backgroundImageId }: RoomPlayerProps) {
  const toUrl = useFileUrl();
  const setPlayerDelay = useAnchorsStore((state) => state.setPlayerDelay);
  const clockOffsetMs = useLiveMatchStore(liveMatchSelectors.clockOffsetMs);
  const poster = toUrl(backgroundImageId) ?? toUrl(streamer.pictureId);
  const streaming = streamer.liveStatus === StreamerLiveStatus.Live && matchInfo?.liveStatus === ScheduleLiveStatus.InProgress;
  const sources = streaming && matchInfo ? playerSources(matchInfo.videoSourceDetail, httpSettings().baseUrl) : null;

  if (sources) {
    return (
      <div className={styles.frame}>
        {/* Its own chunk, loading state and retry (the player's engineer's lazy wrapper). */}
        <LazyLivePlayer
          sources={sources}
          poster={poster}
          serverTimeOffsetMs={clockOffsetMs}
          onDelayChange={setPlayerDelay}
          onError={(message) => {
            setPlayerDelay(null);
            report({ code: 'live-player-failed', message, detail: { hostId: streamer.id } });
          }}
        />
      </div>
    );
  }

  return (
    <div className={`${styles.frame} ${styles.offline}`}>
      {poster && (
        <img className={styles.poster} src={poster} alt="" width={390} height={219} loading="lazy" decoding="async" />
      )}
      <div className={styles.notice}>
        <p className={styles.offlineTitle}>{messages.offline}</p>
        {matchInfo ? (
          <p className={styles.next}>
            {messages.nextMatch}：{matchInfo.masterTeamName} {messages.versus} {matchInfo.guestTeamName} ·{' '}
            {formatMatchTime(matchInfo.startDate)}
          </p>
        ) : (
          <p className={styles.next}>{messages.noMatch}</p>
        )}
      </div>
    </div>
  );
}
