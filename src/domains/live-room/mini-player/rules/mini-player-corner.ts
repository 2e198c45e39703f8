/** Where the mini-player rests: one of four corners, the one nearest to where a drag let it go. */
export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export function nearestCorner(centerX: number, centerY: number, viewportWidth: number, viewportHeight: number): Corner {
  const vertical = centerY < viewportHeight / 2 ? 'top' : 'bottom';
  const horizontal = centerX < viewportWidth / 2 ? 'left' : 'right';
  return `${vertical}-${horizontal}`;
}

/** The first place: bottom right, above the customer-service float and the input bars. */
export const DEFAULT_CORNER: Corner = 'bottom-right';
