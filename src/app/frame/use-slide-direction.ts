import { useRef } from 'react';

export type SlideDirection = 'forward' | 'back' | 'none';

/** Deeper path: the page comes in from the right ('forward'); shallower: from the left ('back'). */
export function useSlideDirection(depth: number): SlideDirection {
  const previous = useRef<{ depth: number; direction: SlideDirection } | null>(null);
  if (previous.current === null) {
    previous.current = { depth, direction: 'none' };
  } else if (previous.current.depth !== depth) {
    previous.current = { depth, direction: depth > previous.current.depth ? 'forward' : 'back' };
  }
  return previous.current.direction;
}
