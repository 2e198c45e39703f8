/** The standalone page's own customer-service dialog: its own chunk, loaded on the first tap (the float itself is on every first screen). */
import { Dialog } from '../../ui/dialog';
import styles from './customer-service-float.module.css';

export default function CustomerServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="客服中心">
      <p className={styles.dialogText}>在线客服 7×24 小时为您服务。专属福利、活动奖励与账户问题，请在 App 或官网的客服中心咨询。</p>
    </Dialog>
  );
}
