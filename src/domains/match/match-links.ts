/**
 * Where a match's anchors lead, for every page that shows them: the live room of a streamer
 * (the anchors domain's route, spec section 2). The one place other domains link into a room;
 * the anchors domain builds its own links with it too.
 */
export const liveRoomPath = (hostId: number): string => `/anchor/detail/${hostId}`;
