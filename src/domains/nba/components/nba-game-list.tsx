/**
 * Games in a schedule (a day, a tie, a team's season): each a match-layer row with its own live
 * score and clock (quarters, breaks, overtime), the game's phase above the teams, and a link
 * into the room of a streamer on it. A tap opens the game in the portal (rules/game-jump).
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NbaGame } from '../../../contracts/nba';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { MatchRow } from '../../match/components/match-row';
import { liveRoomPath } from '../../match/match-links';
import { isLiveAnchor, leadAnchor, withVisibleAnchors, type DisplayContext } from '../../match/rules/match-anchors';
import { currentDisplayContext, subscribeDisplayContext } from '../../match/store/display-context';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { liveMatchSelectors } from '../../match/store/selectors';
import { messages } from '../messages';
import { nbaClockLabel } from '../rules/game-clock';
import { gameJumpTarget } from '../rules/game-jump';
import { gameCaption } from '../rules/nba-kinds';
import styles from './nba-game-list.module.css';

/** Who is looking (game id, login, special rooms): the anchors a row shows follow it. */
function useDisplayContext(): DisplayContext {
  const [context, setContext] = useState(currentDisplayContext);
  useEffect(() => subscribeDisplayContext(() => setContext(currentDisplayContext())), []);
  return context;
}

/** A game with only the anchors the user may see (match layer rules), its own fields kept. */
function visibleAnchorsOf(game: NbaGame, context: DisplayContext): NbaGame {
  const visible = withVisibleAnchors(game, context);
  return visible === game ? game : { ...game, anchorInfo: visible.anchorInfo };
}

export function NbaGameList({ games, label }: { games: readonly NbaGame[]; label: string }) {
  const context = useDisplayContext();
  const shown = useMemo(() => games.map((game) => visibleAnchorsOf(game, context)), [games, context]);
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

const NbaGameRow = memo(function NbaGameRow({ game }: { game: NbaGame }) {
  const { go, href } = useNavigation();
  const lead = game.anchorInfo ? leadAnchor(game.anchorInfo) : undefined;
  const live = lead ? isLiveAnchor(lead) : false;
  const open = () => {
    // The newest status decides: a game that has just ended opens its result.
    const latest = liveMatchSelectors.latestMatchLive(game.id)(useLiveMatchStore.getState());
    const jumpGameId = configSelectors.sportJumpGame(useConfigStore.getState());
    go(gameJumpTarget({ id: game.id, statusId: latest?.statusId ?? game.statusId }, jumpGameId));
  };
  return (
    <MatchRow
      match={game}
      caption={gameCaption(game)}
      clockLabel={nbaClockLabel}
      onSelect={open}
      extra={
        lead && (
          <Link
            className={live ? `${styles.anchor} ${styles.live}` : styles.anchor}
            to={href(liveRoomPath(lead.hostId))}
            aria-label={messages.anchorsLabel(game.home.shortNameZh, game.away.shortNameZh, live)}
          >
            {live ? messages.anchorsLive : messages.anchors}
          </Link>
        )
      }
    />
  );
});
