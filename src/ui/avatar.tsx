import { useState } from 'react';
import styles from './avatar.module.css';
import { Picture } from './picture';

export type AvatarSize = 's' | 'm' | 'l';

interface AvatarProps {
  src?: string | null;
  /** The person's name: source of the initials, the colour and the default alt text. */
  name: string;
  /** Defaults to the name; '' marks the avatar decorative (the name is printed beside it). */
  alt?: string;
  size?: AvatarSize;
  shape?: 'circle' | 'rounded';
  className?: string;
}

const PALETTE_SIZE = 8;

/** Stable colour slot 1..8 for a name, so the same person always gets the same colour. */
export function avatarColourIndex(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return (hash % PALETTE_SIZE) + 1;
}

/**
 * Initials: the first character of a Chinese name ('张三' → '张'), the first letters of the
 * first two words of a Latin one ('Leo Messi' → 'LM'), '?' for no name.
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const words = trimmed.split(/\s+/);
  const isLatin = /^[\p{Script=Latin}\d]/u.test(trimmed);
  if (isLatin && words.length > 1) {
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  return (Array.from(trimmed)[0] ?? '?').toUpperCase();
}

/** A photo, or the initials on a colour derived from the name when there is none or it fails. */
export function Avatar({ src, name, alt, size = 'm', shape = 'circle', className }: AvatarProps) {
  // Remembers which address failed, so a new `src` gets its own try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name;
  const decorative = label === '';
  const classes = [styles.avatar, styles[size], styles[shape], className].filter(Boolean).join(' ');

  if (src && src !== failedSrc) {
    return (
      <span className={classes}>
        <Picture className={styles.image} src={src} alt={label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }

  const colour = avatarColourIndex(name);
  return (
    <span
      className={`${classes} ${styles.fallback}`}
      data-colour={colour}
      // The slot's token of the design system: one of --si-color-avatar-1..8.
      style={{ background: `var(--si-color-avatar-${colour})` }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
