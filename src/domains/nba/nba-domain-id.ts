/** The NBA domain's name: its stores register under it (platform/store/domain-store). */
export const NBA_DOMAIN = 'nba';
