/**
 * A knockout bracket (cups, play-offs): rounds side by side, each a column of ties, scrolling
 * sideways on a phone. A tie shows its two sides with their scores, the winner marked, and a
 * note under it (aggregate, extra time, penalties, "2-1 系列赛"). Ties are in bracket order: the
 * winners of ties 2n and 2n+1 of a round meet in tie n of the next. Sides not yet known show a
 * placeholder ('待定').
 */
import type { Key, ReactNode } from 'react';
import styles from './bracket.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

export interface BracketSide {
  name: string;
  /** A crest or logo, drawn before the name. */
  logo?: ReactNode;
  /** The side's score (or series wins); absent before the tie is played. */
  score?: string | number;
  winner?: boolean;
}

export interface BracketTie {
  key: Key;
  /** Null: not decided yet (the winner of an earlier tie). */
  top: BracketSide | null;
  bottom: BracketSide | null;
  /** Under the tie: '总比分 3-2', '加时', '点球 4-3'. */
  note?: string;
  /** The tie opens something (its matches). */
  onSelect?: () => void;
  /** Read by screen readers instead of the sides (e.g. '四分之一决赛 曼城 3 比 2 皇马'). */
  label?: string;
}

export interface BracketRound {
  key: Key;
  title: string;
  ties: readonly BracketTie[];
}

function Side({ side }: { side: BracketSide | null }) {
  const words = useMessages(uiWords);
  return (
    <span className={side?.winner ? `${styles.side} ${styles.winner}` : styles.side}>
      {side?.logo && <span className={styles.logo}>{side.logo}</span>}
      <span className={side ? styles.name : `${styles.name} ${styles.unknown}`}>{side?.name ?? words.toBeDecided}</span>
      <span className={styles.score}>{side?.score ?? ''}</span>
    </span>
  );
}

function Tie({ tie }: { tie: BracketTie }) {
  const body = (
    <>
      <Side side={tie.top} />
      <Side side={tie.bottom} />
      {tie.note && <span className={styles.note}>{tie.note}</span>}
    </>
  );
  return tie.onSelect ? (
    <button type="button" className={styles.tie} onClick={tie.onSelect} aria-label={tie.label}>
      {body}
    </button>
  ) : (
    <div className={styles.tie} aria-label={tie.label} role={tie.label ? 'group' : undefined}>
      {body}
    </div>
  );
}

export function Bracket({ rounds, label }: { rounds: readonly BracketRound[]; label: string }) {
  return (
    <section className={styles.scroller} aria-label={label}>
      <ol className={styles.rounds}>
        {rounds.map((round) => (
          <li key={round.key} className={styles.round}>
            <h3 className={styles.title}>{round.title}</h3>
            <ol className={styles.ties}>
              {round.ties.map((tie) => (
                <li key={tie.key} className={styles.slot}>
                  <Tie tie={tie} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
