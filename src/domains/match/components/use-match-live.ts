/** A match's live values on screen: holds the match's push channel while mounted and selects that match only. */
import { PushChannel, type MatchLivePayload } from '../../../contracts/push';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { useLiveMatchStore } from '../store/live-match-store';
import { liveMatchSelectors } from '../store/selectors';

/** The newest value of a match (pushed or read over HTTP), with its channel held. */
export function useLatestMatchLive(matchId: number): MatchLivePayload | undefined {
  usePushChannels([PushChannel.match(matchId)]);
  return useLiveMatchStore(liveMatchSelectors.latestMatchLive(matchId));
}
