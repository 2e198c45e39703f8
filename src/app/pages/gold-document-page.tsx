/**
 * The gold-coin document (spec route /gold-document): how gold coins work, the user's own account
 * (balance, today's exchange limit), the gold mall — what can be exchanged, or where the mall is
 * (gold-mall.tsx) — and the portal's games.
 */
import { useEffect } from 'react';
import type { GoldDailyLimit } from '../../contracts/gold-mall';
import { useGameIcons } from '../../platform/config/game-icons';
import { useFileUrl } from '../../platform/config/use-file-url';
import { formatNumber } from '../../platform/i18n/formats';
import { useLocale, useMessages } from '../../platform/i18n/messages';
import { sessionSelectors, useSessionStore } from '../../platform/session/session-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { TitledSection } from '../../ui/titled-section';
import { useRuntime } from '../runtime/runtime-context';
import { paths } from '../routing/frame-paths';
import { GoldMall } from './gold-mall';
import { goldWords } from './gold-messages';
import { useGoldStore } from './gold-store';
import styles from './gold-document-page.module.css';

export default function GoldDocumentPage() {
  const words = useMessages(goldWords);
  return (
    <TitledSection
      as="article"
      headingLevel={1}
      title={words.documentTitle}
      className={styles.page}
      titleClassName={styles.title}
    >
      <GoldAccount />
      <Mall />
      {words.sections.map((section) => (
        <Card key={section.title} title={section.title} headingLevel={2}>
          <p className={styles.text}>{section.text}</p>
        </Card>
      ))}
      <PortalGames />
    </TitledSection>
  );
}

function GoldAccount() {
  const runtime = useRuntime();
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { status, data: account } = useGoldStore((state) => state.account);
  const load = useGoldStore((state) => state.load);
  const words = useMessages(goldWords);
  const locale = useLocale();

  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  if (!loggedIn) {
    return (
      <Card padding="m">
        <div className={styles.account}>
          <p className={styles.text}>{words.loginToSee}</p>
          <Button size="s" onClick={() => void runtime.navigator.login(paths.goldDocument())}>
            {words.login}
          </Button>
        </div>
      </Card>
    );
  }
  if (status === 'failed') return <ErrorState title={words.accountFailed} onRetry={() => void load()} />;
  if (status !== 'ready' || !account) {
    return (
      <Card padding="m">
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </Card>
    );
  }
  return (
    <Card padding="m">
      <dl className={styles.figures}>
        <div>
          <dt>{words.balance}</dt>
          <dd className={styles.balance}>{formatNumber(locale, account.balance)}</dd>
        </div>
        <div>
          <dt>{words.remainingToday}</dt>
          <dd>
            {formatNumber(locale, remainingToday(account.dailyLimit))} /{' '}
            {formatNumber(locale, account.dailyLimit.limit)}
          </dd>
        </div>
      </dl>
      <p className={styles.limitNote}>
        {words.usedToday(formatNumber(locale, Math.min(account.dailyLimit.used, account.dailyLimit.limit)))}
      </p>
    </Card>
  );
}

/** The mall, with the account it spends (none yet for a visitor or while it loads). */
function Mall() {
  const runtime = useRuntime();
  const account = useGoldStore((state) => state.account.data);
  return <GoldMall account={account} onLogin={() => void runtime.navigator.login(paths.goldDocument())} />;
}

/** What the gold mall still lets the user exchange today (`goldmall/dailyLimit`: the day's limit less what is used). */
const remainingToday = ({ limit, used }: GoldDailyLimit): number => Math.max(0, limit - used);

/** The portal's games (gameIconList), where gold coins are used in activities; asked for when shown. */
function PortalGames() {
  const games = useGameIcons();
  const fileUrl = useFileUrl();
  const words = useMessages(goldWords);
  if (games.length === 0) return null;
  return (
    <Card title={words.games} headingLevel={2}>
      <ul className={styles.games} aria-label={words.games}>
        {games.map((game) => (
          <li key={game.gameId} className={styles.game}>
            {game.icon && <img className={styles.gameIcon} src={fileUrl(game.icon)} alt="" width={48} height={48} />}
            <span>{game.name}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
