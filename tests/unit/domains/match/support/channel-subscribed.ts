/**
 * The push connection's word on a match's channel (socket-store's subscribeList): subscribed, then
 * not (the socket dropped), then subscribed again — a reconnect, as a held live timeline sees it.
 */
import { MatchPush } from '@src/contracts/match-push';
import { useSocketStore } from '@src/platform/socket/socket-store';

export const channelSubscribed = (matchId: number, isSubscribed: boolean): void =>
  useSocketStore.setState({ subscribeList: [{ channelName: MatchPush.channel(matchId), isSubscribed }] });
