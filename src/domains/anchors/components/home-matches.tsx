/**
 * The anchor home's matches above its anchors: the featured cards and the live strip. A chunk of
 * its own (home-matches-chunk.ts), started by the home's route beside the page's chunk: the
 * first anchor tile does not wait for its code, and the home's answer, which both wait for,
 * takes longer than it.
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
