/**
 * The debug tools fold into a floating '调试' button so they never cover the remote for
 * good; opened, they are a bottom sheet with the controls, the remote's reports and the event log.
 */
import { useEffect, useState } from 'react';
import { isLoopbackUrl } from '../../../../src/lib/loopback-url';
import { fetchGateway } from '../dev-api';
import { useHostServices } from '../host-services';
import { useEventLog } from '../state/event-log';
import { ControlToolbar } from './control-toolbar';
import { EventLogPanel } from './event-log-panel';
import { ReportsPanel } from './reports-panel';
import styles from './dev-panel.module.css';

export function DevPanel() {
  const [isOpen, setOpen] = useState(false);
  const unread = useEventLog((state) => state.unread);
  const markRead = useEventLog((state) => state.markRead);

  useEffect(() => {
    if (isOpen && unread > 0) markRead();
  }, [isOpen, unread, markRead]);

  if (!isOpen) {
    return (
      <button
        type="button"
        className={styles.fab}
        aria-label={unread > 0 ? `调试（${unread} 条新事件）` : '调试'}
        onClick={() => setOpen(true)}
      >
        调试
        {unread > 0 && <span className={styles.badge}>{unread > 99 ? '99+' : unread}</span>}
      </button>
    );
  }
  return (
    <div className={styles.sheet} role="dialog" aria-label="调试工具">
      <div className={styles.sheetHeader}>
        <strong>调试工具</strong>
        <button type="button" className={styles.close} onClick={() => setOpen(false)}>
          收起
        </button>
      </div>
      <div className={styles.sheetBody}>
        <GatewayLine />
        <DefaultKeyNotice />
        <ControlToolbar />
        <ReportsPanel />
        <EventLogPanel />
      </div>
    </div>
  );
}

/**
 * shell-demo and the remote it mounts sign with the development key (public in every bundle):
 * fine against a server on this machine, worth saying against any other.
 */
function DefaultKeyNotice() {
  const { config } = useHostServices();
  if (isLoopbackUrl(config.apiBaseUrl)) return null;
  return (
    <p className={styles.notice} role="note">
      接口 {config.apiBaseUrl} 不在本机，请求仍用开发默认签名密钥（公开，不是秘密）。对接其他服务器时请给远程应用传
      signingKey 或 signer。
    </p>
  );
}

/** Which gateway this page's server address reached: on NATS any of several serves the same rooms. */
function GatewayLine() {
  const { config } = useHostServices();
  const [gateway, setGateway] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchGateway(config.apiBaseUrl).then(
      (name) => current && setGateway(name || '未命名'),
      () => current && setGateway('无法连接'),
    );
    return () => {
      current = false;
    };
  }, [config.apiBaseUrl]);
  return <p className={styles.gateway}>网关：{gateway ?? '…'}</p>;
}
