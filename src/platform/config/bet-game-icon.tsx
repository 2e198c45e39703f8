import type { GameIconSource } from './game-icons';
import styles from './bet-game-icon.module.css';

/** The icon of the portal game a 去投注 opens: nothing until the game list (and its icon) is here. */
export function BetGameIcon({ game, className }: { game: GameIconSource | undefined; className?: string }) {
  if (!game?.src) return null;
  return (
    <img
      className={[styles.icon, className].filter(Boolean).join(' ')}
      src={game.src}
      alt=""
      width={18}
      height={18}
      data-testid="bet-game-icon"
    />
  );
}
