/** Whether a room's streamer streams its match now (the player plays; the mini-player may show). */
import type { Streamer } from '../../../../contracts/anchors';
import type { StreamerMatchInfo } from '../../../../contracts/anchors-room';
import { ScheduleLiveStatus, StreamerLiveStatus } from '../../../../contracts/match';

export const isRoomStreaming = (streamer: Streamer | null, matchInfo: StreamerMatchInfo | null): boolean =>
  streamer?.liveStatus === StreamerLiveStatus.Live && matchInfo?.liveStatus === ScheduleLiveStatus.InProgress;
