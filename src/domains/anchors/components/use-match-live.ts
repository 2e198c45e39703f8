/**
 * A match's live values on screen: holds the match's push channel while the component is
 * mounted (a kept-alive page hidden by <Activity> lets it go) and selects that match only.
 */
import { useEffect } from 'react';
import { PushChannel } from '../../../contracts/push';
import type { MatchLivePayload } from '../../../contracts/push';
import { subscribeChannels } from '../../../platform/socket/push-connection';
import { useAnchorsStore } from '../store/anchors-store';
import '../store/push-handlers';
import { anchorsSelectors } from '../store/selectors';

/** Holds the push channels while mounted (and `enabled`). */
export function usePushChannels(channels: readonly string[], enabled = true): void {
  const key = channels.join('|');
  useEffect(() => {
    if (!enabled || key === '') return;
    return subscribeChannels(key.split('|'));
  }, [key, enabled]);
}

/** The newest value of a match (pushed or read over HTTP), with its channel held. */
export function useLatestMatchLive(matchId: number): MatchLivePayload | undefined {
  usePushChannels([PushChannel.match(matchId)]);
  return useAnchorsStore(anchorsSelectors.latestMatchLive(matchId));
}
