/** The standalone page's own customer-service dialog: its own chunk, loaded on the first tap (the float itself is on every first screen). */
import { useMessages } from '../../platform/i18n/messages';
import { Dialog } from '../../ui/dialog';
import { serviceWords } from './customer-service-messages';
import styles from './customer-service-float.module.css';

export default function CustomerServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const words = useMessages(serviceWords);
  return (
    <Dialog open={open} onClose={onClose} title={words.serviceTitle}>
      <p className={styles.dialogText}>{words.serviceText}</p>
    </Dialog>
  );
}
