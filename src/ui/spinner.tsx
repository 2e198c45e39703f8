import styles from './spinner.module.css';

export type SpinnerSize = 's' | 'm' | 'l';

interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers; leave empty when the surrounding text already says it. */
  label?: string;
  className?: string;
}

/**
 * The loading ring. One loop is 2 s (spec: 120 frames at 60 fps); it takes the colour of
 * its text (`currentColor`) so it works on buttons and in both themes.
 */
export function Spinner({ size = 'm', label, className }: SpinnerProps) {
  const classes = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 40 40"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle className={styles.track} cx="20" cy="20" r="16" fill="none" strokeWidth="4" />
      <circle className={styles.arc} cx="20" cy="20" r="16" fill="none" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
