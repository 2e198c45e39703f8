/**
 * Games in a schedule (a day, a tie, a team's season): each a match-layer row with its own live
 * score and clock (quarters, breaks, overtime), the game's phase above the teams, and the lead
 * streamer chip. A tap opens the game in the portal (the match layer's rules/match-jump).
 */
import { memo } from 'react';
import type { NbaGame } from '../../../contracts/nba';
import { MatchRow } from '../../match/components/match-row';
import { useVisibleMatches } from '../../match/components/use-visible-matches';
import { nbaClockLabel } from '../rules/game-clock';
import { gameCaption } from '../rules/nba-kinds';
import styles from './nba-game-list.module.css';

export function NbaGameList({ games, label }: { games: readonly NbaGame[]; label: string }) {
  const shown = useVisibleMatches(games);
  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((game) => (
        <li key={game.id}>
          <NbaGameRow game={game} />
        </li>
      ))}
    </ul>
  );
}

/** A game: the match layer's row with the basketball clock; a tap opens it in the portal, the chip its streamer's room. */
const NbaGameRow = memo(function NbaGameRow({ game }: { game: NbaGame }) {
  return <MatchRow match={game} caption={gameCaption(game)} clockLabel={nbaClockLabel} opensMatch withAnchors />;
});
