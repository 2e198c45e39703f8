/** A team's best player in each statistic (team leaders), and its most decisive players (best players). */
import { Link } from 'react-router-dom';
import type { BestPlayer, TeamLeader } from '../../../contracts/football';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { statValueLabel } from '../rules/player-stats';
import { PlayerCell } from './player-cell';
import styles from './leader-grid.module.css';

export function LeaderGrid({
  leaders,
  playerPath,
}: {
  leaders: readonly TeamLeader[];
  playerPath?: (playerId: number) => string;
}) {
  const messages = useMessages(footballWords);
  const toUrl = useFileUrl();
  return (
    <ul className={styles.grid}>
      {leaders.map(({ stat, player }) => (
        <li key={stat}>
          <PlayerCell playerId={player?.playerId} playerPath={playerPath} className={styles.cell}>
            <span className={styles.stat}>{messages.stats[stat]}</span>
            {player ? (
              <>
                <Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="m" />
                <span className={styles.name}>{player.name}</span>
                <strong className={styles.value}>{statValueLabel(stat, player.value)}</strong>
              </>
            ) : (
              <span className={styles.none}>{messages.noLeader}</span>
            )}
          </PlayerCell>
        </li>
      ))}
    </ul>
  );
}

export function BestPlayerList({
  players,
  playerPath,
}: {
  players: readonly BestPlayer[];
  playerPath: (playerId: number) => string;
}) {
  const messages = useMessages(footballWords);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <ol className={styles.best}>
      {players.map((player) => (
        <li key={player.playerId}>
          <Link className={styles.bestRow} to={href(playerPath(player.playerId))}>
            <Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="s" />
            <span className={styles.bestName}>
              {player.name}
              <span className={styles.bestRole}>
                {player.positionZh} · {messages.shirt(player.shirtNumber)}
              </span>
            </span>
            <span className={styles.bestFigures}>{messages.goalsAssists(player.goals, player.assists)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
