/** A team's squad (line-up call) by position: number, name; a player opens the player page when there is one. */
import { Link } from 'react-router-dom';
import type { SquadPlayer } from '../../../contracts/football';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { messages } from '../messages';
import styles from './squad-list.module.css';

const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;

export function SquadList({
  players,
  playerPath,
}: {
  players: readonly SquadPlayer[];
  playerPath?: (playerId: number) => string;
}) {
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <div className={styles.squad}>
      {POSITIONS.map((position) => {
        const group = players
          .filter((player) => player.position === position)
          .sort((a, b) => a.shirtNumber - b.shirtNumber);
        if (group.length === 0) return null;
        return (
          <section key={position} aria-label={messages.squadGroups[position]}>
            <h4 className={styles.position}>{messages.squadGroups[position]}</h4>
            <ul className={styles.list}>
              {group.map((player) => {
                const body = (
                  <>
                    <span className={styles.number}>{player.shirtNumber}</span>
                    <Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="s" />
                    <span className={styles.name}>{player.name}</span>
                    <span className={styles.nationality}>{player.nationality}</span>
                  </>
                );
                return (
                  <li key={player.id}>
                    {playerPath ? (
                      <Link className={styles.row} to={href(playerPath(player.id))}>
                        {body}
                      </Link>
                    ) : (
                      <span className={styles.row}>{body}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
