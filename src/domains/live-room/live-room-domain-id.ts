/** The live room's domain name: its stores register under it (platform/store/domain-store). */
export const LIVE_ROOM_DOMAIN = 'live-room';
