/** The debug controls: demo login, feature flag, app mode, theme, locale, the answer to a new remote version, native messages. */
import { useState } from 'react';
import { DEMO_USER_LABELS, DemoUser } from '../../../../src/contracts/dev-server';
import type { PlazaTab } from '../../../../src/contracts/host-routes';
import { LOCALES, type LocaleName } from '../../../../src/contracts/props';
import { emitToRemote } from '../bridge/host-bridge';
import { useHostServices } from '../host-services';
import { postNativeMessage } from '../native/native-message';
import { loginAsDemoUser, logoutDemoUser } from '../session/demo-session';
import { controlStore, useControls } from '../state/control-state';
import styles from './control-toolbar.module.css';

export function ControlToolbar() {
  return (
    <div className={styles.toolbar}>
      <SessionControl />
      <SwitchControls />
      <SelectTabControls />
    </div>
  );
}

function SessionControl() {
  const { config } = useHostServices();
  const session = useControls((state) => state.session);
  const [username, setUsername] = useState('demo');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.group} aria-label="会话">
      {session ? (
        <div className={styles.row}>
          <span className={styles.status}>已登录：{session.username ?? session.uid}</span>
          <button
            type="button"
            className={styles.button}
            disabled={isBusy}
            onClick={() => run(() => logoutDemoUser(controlStore, config.apiBaseUrl))}
          >
            退出
          </button>
        </div>
      ) : (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => loginAsDemoUser(controlStore, config.apiBaseUrl, username));
          }}
        >
          <input
            className={styles.input}
            aria-label="演示用户名"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <button type="submit" className={styles.primary} disabled={isBusy}>
            {isBusy ? '登录中…' : '登录'}
          </button>
        </form>
      )}
      <div className={styles.row} role="group" aria-label="演示用户">
        {Object.values(DemoUser).map((name) => (
          <button
            key={name}
            type="button"
            className={styles.button}
            disabled={isBusy || session?.username === name}
            onClick={() => void run(() => loginAsDemoUser(controlStore, config.apiBaseUrl, name))}
          >
            {DEMO_USER_LABELS[name]}
          </button>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function SwitchControls() {
  const euro = useControls((state) => state.flags.euro);
  const platform = useControls((state) => state.platform);
  const theme = useControls((state) => state.theme);
  const reloadOnUpdate = useControls((state) => state.reloadOnUpdate);
  const { setEuro, setPlatform, setTheme, setReloadOnUpdate } = controlStore.getState();
  const { bridge } = useHostServices();
  const [floatHidden, setFloatHidden] = useState(false);
  // The float is hidden by a native message in app mode, by the host bridge on the web.
  const hideFloat = (hidden: boolean) => {
    setFloatHidden(hidden);
    if (platform === 'app') postNativeMessage({ type: 'customer-service-float', visible: !hidden });
    else emitToRemote(bridge, 'customer-service-float', { visible: !hidden });
  };
  return (
    <section className={styles.switches} aria-label="开关">
      <Switch label="欧洲杯模式" checked={euro} onChange={setEuro} />
      <Switch label="App 模式" checked={platform === 'app'} onChange={(isApp) => setPlatform(isApp ? 'app' : 'web')} />
      <Switch label="深色主题" checked={theme === 'dark'} onChange={(isDark) => setTheme(isDark ? 'dark' : 'normal')} />
      <Switch label="隐藏客服浮标" checked={floatHidden} onChange={hideFloat} />
      <Switch label="新版本自动刷新" checked={reloadOnUpdate} onChange={setReloadOnUpdate} />
      <LocaleControl />
    </section>
  );
}

/** The `locale` prop, changed live: the remote switches its words in place. */
function LocaleControl() {
  const locale = useControls((state) => state.locale);
  return (
    <label className={styles.switch}>
      <span>语言</span>
      <select
        value={locale}
        onChange={(event) => controlStore.getState().setLocale(event.target.value as LocaleName)}
        data-testid="locale-select"
      >
        {LOCALES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

const TAB_LABELS: Record<PlazaTab, string> = { anchor: '主播', news: '资讯' };

/** In app mode the tab is selected by a native message; on the web by the host bridge. */
function SelectTabControls() {
  const { bridge } = useHostServices();
  const platform = useControls((state) => state.platform);
  const selectTab = (tab: PlazaTab) =>
    platform === 'app' ? postNativeMessage({ type: 'select-tab', tab }) : emitToRemote(bridge, 'select-tab', { tab });
  return (
    <section className={styles.group} aria-label="切换广场标签">
      <div className={styles.row}>
        <span className={styles.status}>{platform === 'app' ? '原生消息' : '桥接事件'}：</span>
        {(Object.keys(TAB_LABELS) as PlazaTab[]).map((tab) => (
          <button key={tab} type="button" className={styles.button} onClick={() => selectTab(tab)}>
            选中{TAB_LABELS[tab]}
          </button>
        ))}
      </div>
    </section>
  );
}
