import { chunkOnce } from '../../../platform/domain/page-part';

/** The anchor home's matches (home-matches.tsx), downloaded once: the route starts it beside the page. */
export const loadHomeMatches = chunkOnce(() => import('./home-matches'));
