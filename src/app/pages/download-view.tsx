/**
 * A download page (spec routes /download and /anchor-download): what the app offers and one
 * button per platform; the visitor's own platform comes first and is the primary button.
 */
import { detectOsType } from '../../platform/device/device-id';
import { notify } from '../../platform/feedback/notify';
import { useMessages } from '../../platform/i18n/messages';
import type { BannerPlace } from '../../features/promotions/banner-places';
import { PromotionStrip } from '../../features/promotions/promotion-strip';
import { Button } from '../../ui/button';
import { useRuntime, useRuntimeOptions } from '../runtime/runtime-context';
import type { DownloadLinks } from './download-links';
import { downloadWords } from './download-messages';
import styles from './download-view.module.css';

interface DownloadViewProps {
  /** Which app the page offers: its title, tagline and features come from the words. */
  app: 'sportApp' | 'anchorApp';
  links: DownloadLinks;
  /** The page has the header, so the customer-service float shows over its bottom. */
  underFloat?: boolean;
  /** Where its banners come from (features/promotions/banner-places.ts). */
  place: BannerPlace;
}

export function DownloadView({ app, links, underFloat, place }: DownloadViewProps) {
  const runtime = useRuntime();
  const { platform } = useRuntimeOptions();
  const os = detectOsType(navigator.userAgent);
  const words = useMessages(downloadWords);
  const { title, tagline, features } = words[app];
  const buttons = [
    { key: 'ios', label: words.ios, url: links.ios, primary: os === 3 },
    { key: 'android', label: words.android, url: links.android, primary: os !== 3 },
  ].sort((a, b) => Number(b.primary) - Number(a.primary));

  return (
    <section
      className={underFloat ? `${styles.page} ${styles.clearsFloat}` : styles.page}
      aria-labelledby="download-title"
    >
      <div className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">
          {words.logo}
        </div>
        <h1 id="download-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.tagline}>{tagline}</p>
      </div>
      <PromotionStrip place={place} />
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {platform === 'app' ? (
          <p className={styles.inApp}>{words.inApp}</p>
        ) : (
          buttons.map((button) => (
            <Button
              key={button.key}
              block
              size="l"
              variant={button.primary ? 'primary' : 'secondary'}
              onClick={() => {
                if (runtime.go({ kind: 'url', url: button.url }) === 'refused') notify('warn', words.linkUnavailable);
              }}
            >
              {button.label}
            </Button>
          ))
        )}
      </div>
    </section>
  );
}
