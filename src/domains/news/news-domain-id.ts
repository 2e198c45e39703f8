/** The news (tips) domain's name: its stores register under it (platform/store/domain-store). */
export const NEWS_DOMAIN = 'news';
