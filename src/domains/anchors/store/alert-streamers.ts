/**
 * The anchor home's live matches, as the match alerts read them (match/alerts/streamed-matches.ts):
 * an alert of a match a streamer is live on opens that streamer's room. Only the streamers this
 * fan may see (banned, non-displayable and private ones dropped, as every match row drops them).
 */
import { withVisibleAnchors } from '../../match/rules/match-anchors';
import { currentDisplayContext } from '../../match/store/display-context';
import { provideStreamedMatches } from '../../match/alerts/streamed-matches';
import { useAnchorsStore } from './anchors-store';

export const provideAlertStreamers = (): (() => void) =>
  provideStreamedMatches((matchId) => {
    const item = useAnchorsStore.getState().home.data?.liveMatches.find((live) => live.matchId === matchId);
    if (!item) return undefined;
    const visible = withVisibleAnchors({ ...item.match, anchorInfo: item.hostList }, currentDisplayContext());
    return { match: item.match, hostList: visible.anchorInfo ?? [] };
  });
