import type { ImgHTMLAttributes } from 'react';

type PictureProps = Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'width' | 'height' | 'onError'> & {
  src: string | undefined;
  /** '' for a decorative picture (its words are printed beside it). */
  alt: string;
  /** The largest picture of the first screen (the largest contentful paint): fetched at once, before the others. */
  first?: boolean;
};

/**
 * A picture of a page: fetched only when it nears the screen and decoded off the main thread,
 * so a long list of them holds nothing up; `width` and `height` keep its box before it arrives.
 */
export function Picture({ first = false, ...image }: PictureProps) {
  return (
    <img {...image} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" />
  );
}
