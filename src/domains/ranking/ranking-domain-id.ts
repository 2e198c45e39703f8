/** The ranking domain's name: its stores register under it (platform/store/domain-store). */
export const RANKING_DOMAIN = 'ranking';
