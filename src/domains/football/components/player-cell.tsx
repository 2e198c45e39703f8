/** A player's cell in a team's lists: it opens the player page when the page has a way there. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useNavigation } from '../../../platform/bridge/navigation-context';

export function PlayerCell({
  playerId,
  playerPath,
  className,
  children,
}: {
  /** None: the cell names no player (a statistic without a leader). */
  playerId: number | undefined;
  playerPath?: (playerId: number) => string;
  className?: string;
  children: ReactNode;
}) {
  const { href } = useNavigation();
  return playerId !== undefined && playerPath ? (
    <Link className={className} to={href(playerPath(playerId))}>
      {children}
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}
