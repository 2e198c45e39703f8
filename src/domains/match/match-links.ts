/**
 * Where a match's anchors lead, for every page that shows them: the live room of a streamer
 * (the anchors domain's route, spec section 2). The one place other domains link into a room;
 * the anchors domain builds its own links with it too.
 */
export const liveRoomPath = (hostId: number): string => `/anchor/detail/${hostId}`;

/**
 * The header tab of the sports topics (spec section 2, 体育专题): the football domain brings it, and
 * the topic pages of other domains (NBA) light it — one name, not a string repeated per domain.
 */
export const SPORTS_TAB = 'sports';
