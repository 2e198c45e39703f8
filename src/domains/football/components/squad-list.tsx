/** A team's squad (line-up call) by position: number, name; a player opens the player page when there is one. */
import type { SquadPlayer } from '../../../contracts/football';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { PlayerCell } from './player-cell';
import styles from './squad-list.module.css';

const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;

export function SquadList({
  players,
  playerPath,
}: {
  players: readonly SquadPlayer[];
  playerPath?: (playerId: number) => string;
}) {
  const messages = useMessages(footballWords);
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
              {group.map((player) => (
                <li key={player.id}>
                  <PlayerCell playerId={player.id} playerPath={playerPath} className={styles.row}>
                    <span className={styles.number}>{player.shirtNumber}</span>
                    <Avatar src={toUrl(player.pictureId)} name={player.name} alt="" size="s" />
                    <span className={styles.name}>{player.name}</span>
                    <span className={styles.nationality}>{player.nationality}</span>
                  </PlayerCell>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
