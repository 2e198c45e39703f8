/** A football sub-page whose address names no valid id: its bar with the way back, and 页面不存在. */
import { EmptyState } from '../../../ui/empty-state';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import styles from '../pages/sub-page.module.css';
import { FootballPageBar } from './football-page-bar';

export function BadAddressPage({ title, fallbackPath }: { title: string; fallbackPath: string }) {
  const messages = useMessages(footballWords);
  return (
    <div className={styles.page}>
      <FootballPageBar title={title} fallbackPath={fallbackPath} />
      <EmptyState title={messages.notFound} />
    </div>
  );
}
