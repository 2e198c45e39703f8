import { useEffect, useRef } from 'react';
import { useHostUi } from '../state/host-ui';
import styles from './customer-service-dialog.module.css';

/** The portal's customer service, opened by the remote's `customer-service` event. */
export function CustomerServiceDialog() {
  const isOpen = useHostUi((state) => state.customerServiceOpen);
  const close = useHostUi((state) => state.closeCustomerService);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, close]);

  if (!isOpen) return null;
  return (
    <div className={styles.backdrop} onClick={close}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="customer-service-title"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="customer-service-title" className={styles.title}>
          客服中心
        </h2>
        <p className={styles.text}>
          您好，这里是门户的在线客服（演示）。服务时间 09:00–24:00，专属福利通知请留意站内消息。
        </p>
        <button ref={closeButton} type="button" className={styles.close} onClick={close}>
          关闭
        </button>
      </div>
    </div>
  );
}
