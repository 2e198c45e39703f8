/** The match layer's name: its stores register under it (platform/store/domain-store). */
export const MATCH_DOMAIN = 'match';
