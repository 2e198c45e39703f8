/**
 * The anchor home's matches above its anchors: the featured cards and the live strip. A chunk of
 * its own, asked for as the home's page code runs (anchor-home-page.tsx): the first anchor tile
 * does not wait for its code, and the home's answer, which the matches wait for too, mostly takes
 * longer than it.
 */
import type { LiveMatch } from '../../../contracts/anchors';
import { FeaturedMatches } from '../components/featured-matches';
import { LiveMatchStrip } from '../components/live-match-strip';

export function HomeMatches({ matches, now }: { matches: readonly LiveMatch[]; now: number }) {
  return (
    <>
      <FeaturedMatches matches={matches} />
      <LiveMatchStrip matches={matches} now={now} />
    </>
  );
}
