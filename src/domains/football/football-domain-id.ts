/** The football domain's name: its stores register under it (platform/store/domain-store). */
export const FOOTBALL_DOMAIN = 'football';
