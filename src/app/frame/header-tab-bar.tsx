import { useNavigate } from 'react-router-dom';
import { frameSelectors, useFrameStore } from './frame-store';
import { Tabs } from '../../ui/tabs';
import { useAppHref, useRuntimeOptions } from '../runtime/runtime-context';
import { activeHeaderTab, visibleHeaderTabs } from './header-tabs';
import { useLocale, useMessages } from '../../platform/i18n/messages';
import { frameWords } from './frame-messages';
import styles from './header-tab-bar.module.css';

export function HeaderTabBar({ appPath }: { appPath: string }) {
  const { flags } = useRuntimeOptions();
  const navigate = useNavigate();
  const href = useAppHref();
  const badges = useFrameStore(frameSelectors.badges);
  const tabs = visibleHeaderTabs(flags);
  const active = activeHeaderTab(appPath, tabs);
  const locale = useLocale();
  const words = useMessages(frameWords);

  return (
    <header className={styles.header} data-testid="app-header">
      {tabs.length > 0 ? (
        <Tabs<string>
          ariaLabel={words.channels}
          size="header"
          stretch
          items={tabs.map((tab) => ({
            key: tab.key,
            label: tab.label(locale),
            ...(badges[tab.key] ? { badge: 'dot' as const, badgeLabel: (tab.badgeLabel ?? tab.label)(locale) } : {}),
          }))}
          // A page without a visible tab (a sports page under the euro flag) keeps the bar, none lit.
          activeKey={active?.key ?? ''}
          onChange={(key) => {
            const tab = tabs.find((item) => item.key === key);
            if (tab) void navigate(href(tab.path));
          }}
          onActiveTabPress={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      ) : (
        <h1 className={styles.title}>{words.appTitle}</h1>
      )}
    </header>
  );
}
