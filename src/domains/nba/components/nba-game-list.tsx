/**
 * Games in a schedule (a day, a tie, a team's season): each a match-layer row with its own live
 * score and clock (quarters, breaks, overtime), the game's phase above the teams, and the lead
 * streamer chip. A tap opens the game in the portal (the match layer's rules/match-jump).
 */
import { memo, useCallback } from 'react';
import type { NbaGame } from '../../../contracts/nba';
import { MatchRow } from '../../match/components/match-row';
import { useVisibleMatches } from '../../match/components/use-visible-matches';
import { captionWithDay } from '../../match/rules/match-display';
import { phaseWords } from '../../match/phase-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { nbaWords } from '../nba-messages';
import { nbaClockLabel, type LiveGame } from '../rules/game-clock';
import { gameCaption } from '../rules/nba-kinds';
import styles from './nba-game-list.module.css';

export function NbaGameList({
  games,
  label,
  spansDays = false,
}: {
  games: readonly NbaGame[];
  label: string;
  /** The games are of many days (a team's season): a started game's caption carries its day. */
  spansDays?: boolean;
}) {
  const shown = useVisibleMatches(games);
  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((game) => (
        <li key={game.id}>
          <NbaGameRow game={game} spansDays={spansDays} />
        </li>
      ))}
    </ul>
  );
}

/** A game: the match layer's row with the basketball clock; a tap opens it in the portal, the chip its streamer's room. */
const NbaGameRow = memo(function NbaGameRow({ game, spansDays }: { game: NbaGame; spansDays: boolean }) {
  // A new label function when the phase words arrive or change, so the memoized row reads them.
  const phases = useMessages(phaseWords);
  const nba = useMessages(nbaWords);
  const caption = spansDays ? captionWithDay(gameCaption(game, nba), game, game.matchDate) : gameCaption(game, nba);
  const clockLabel = useCallback(
    (live: LiveGame, startDate: number) => nbaClockLabel(live, startDate, phases),
    [phases],
  );
  return <MatchRow match={game} caption={caption} clockLabel={clockLabel} opensMatch withAnchors withTracker />;
});
