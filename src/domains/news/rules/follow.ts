/**
 * Following an expert: the follower count moves by one and isAttention flips at
 * once, on the expert and on every tip that shows him; the same function rolls it back.
 */
import type { ExpertProfile, TipMessage } from '../../../contracts/news';

/** The expert, followed or not: count ±1 (only if it really changes), isAttention 1/0. */
export function withAttention<T extends Pick<ExpertProfile, 'id' | 'attention' | 'isAttention'>>(
  expert: T,
  expertId: number,
  follow: boolean,
): T {
  if (expert.id !== expertId || (expert.isAttention === 1) === follow) return expert;
  return { ...expert, isAttention: follow ? 1 : 0, attention: Math.max(0, expert.attention + (follow ? 1 : -1)) };
}

/** A tip of the expert: its isAttention and its expert's follower count. */
export function tipWithAttention<T extends TipMessage>(tip: T, expertId: number, follow: boolean): T {
  if (tip.professorId !== expertId || (tip.isAttention === 1) === follow) return tip;
  return {
    ...tip,
    isAttention: follow ? 1 : 0,
    professor: { ...tip.professor, attention: Math.max(0, tip.professor.attention + (follow ? 1 : -1)) },
  };
}
