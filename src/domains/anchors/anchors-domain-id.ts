/** The anchors domain's name: its stores register under it (platform/store/domain-store). */
export const ANCHORS_DOMAIN = 'anchors';
