/**
 * The match centre (赛况): per match its line-ups and events, a live timeline (store kit,
 * live-timeline.ts) of the snapshot call and the pushed `match.event` messages, merged by the
 * events' index — a missed one asks the snapshot again. Our optional extension: a backend without
 * the call (404) turns the whole centre off (no panel, no sparklines; nothing else changes).
 *
 * The `match.event` handler is the match layer's descriptor's; it reaches this store, whose code
 * stays off the app's first screen, through `matchCentreStore` (match-centre-lazy-store.ts).
 */
import { MatchCentreCalls, type MatchCentreEvent, type MatchCentreTeam } from '../../../contracts/match-centre';
import { MatchPush } from '../../../contracts/match-push';
import { liveTimeline, type Timeline } from '../../../platform/store/live-timeline';
import { matchCentreApi } from '../api/match-centre-api';
import { matchCentreStore } from '../match-centre-lazy-store';
import { MATCH_DOMAIN } from '../match-domain-id';

/** What a match's centre keeps beside its events: the sport and the line-ups. */
export interface CentreHead {
  sport: string;
  home: MatchCentreTeam | null;
  away: MatchCentreTeam | null;
}

export type MatchCentre = Timeline<MatchCentreEvent, CentreHead>;

/**
 * Centres kept: more than one screen shows at once (a busy evening's live rows). Past it the least
 * recently used goes, so a session keeps no finished match for good; a screen that still shows one
 * asks for it again (its hook sees it gone).
 */
export const MATCH_CENTRES_KEPT = 120;

export const useMatchCentreStore = liveTimeline<number, MatchCentreEvent, CentreHead>({
  domain: MATCH_DOMAIN,
  snapshot: async (matchId) => {
    const { sport, home, away, events, nextIndex } = await matchCentreApi.snapshot({ matchId });
    return { items: events, head: { sport, home, away }, next: nextIndex };
  },
  call: MatchCentreCalls.snapshot,
  keyOf: (event) => event.matchId,
  orderOf: (event) => event.index,
  keysKept: MATCH_CENTRES_KEPT,
  channel: (matchId) => MatchPush.channel(matchId),
});

matchCentreStore.provide(useMatchCentreStore);
