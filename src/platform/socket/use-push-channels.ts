/**
 * Holds push channels while a component is mounted (and `enabled`): a kept-alive page hidden
 * by <Activity> has its effects cleaned up, so it lets its channels go until it is shown again.
 */
import { useEffect } from 'react';
import type { ChannelName } from '../../contracts/push';
import { subscribeChannels } from './push-connection';

export function usePushChannels(channels: readonly ChannelName[], enabled = true): void {
  const key = channels.join('|');
  useEffect(() => {
    if (!enabled || key === '') return;
    return subscribeChannels(key.split('|'));
  }, [key, enabled]);
}
