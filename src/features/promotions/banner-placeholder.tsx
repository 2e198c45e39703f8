import styles from './banner-placeholder.module.css';

/**
 * The carousel's box while the banners or its code are still on their way: the same margins and
 * 358:140 slide, so the content below does not move when they arrive (CLS).
 */
export function BannerPlaceholder() {
  return (
    <div className={styles.box} aria-hidden="true">
      <div className={styles.slide} />
    </div>
  );
}
