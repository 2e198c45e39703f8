/** Screens of the match layer shown in a room whose playhead is `delayMs` behind live (use-playhead.ts). */
import type { ReactNode } from 'react';
import { PlayheadDelay } from '@src/domains/match/components/use-playhead';

export const atPlayheadDelay =
  (delayMs: number | null) =>
  ({ children }: { children: ReactNode }) => <PlayheadDelay value={delayMs}>{children}</PlayheadDelay>;

/** `element` in a room `delayMs` behind live. */
export const inRoomAt = (delayMs: number | null, element: ReactNode) => (
  <PlayheadDelay value={delayMs}>{element}</PlayheadDelay>
);
