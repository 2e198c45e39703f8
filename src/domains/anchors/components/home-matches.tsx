/**
 * The anchor home's matches above its anchors: the featured cards and the live strip. A chunk of
 * its own (home-matches-chunk.ts), asked for as the home's page code runs: the first anchor tile
 * does not wait for it, and the home's answer, which the matches wait for too, takes longer.
 */
import type { LiveMatch } from '../../../contracts/anchors';
import { FeaturedMatches } from './featured-matches';
import { LiveMatchStrip } from './live-match-strip';

export function HomeMatches({ matches, now }: { matches: readonly LiveMatch[]; now: number }) {
  return (
    <>
      <FeaturedMatches matches={matches} />
      <LiveMatchStrip matches={matches} now={now} />
    </>
  );
}
