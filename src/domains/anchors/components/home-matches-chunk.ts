import { chunkOnce } from '../../../platform/domain/page-part';

/** The anchor home's matches (home-matches.tsx), downloaded once: the home's page starts it as its code runs. */
export const loadHomeMatches = chunkOnce(() => import('./home-matches'));
