/**
 * The gold-coin document (spec route /gold-document): how gold coins work, the user's own account
 * (balance, today's exchange limit), the gold mall — what can be exchanged, or where the mall is
 * (gold-mall.tsx) — and the portal's games.
 */
import { useEffect } from 'react';
import type { GoldDailyLimit } from '../../contracts/gold-mall';
import { useGameIcons } from '../../platform/config/game-icons';
import { useFileUrl } from '../../platform/config/use-file-url';
import { sessionSelectors, useSessionStore } from '../../platform/session/session-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useRuntime } from '../runtime/runtime-context';
import { paths } from '../routing/frame-paths';
import { GoldMall } from './gold-mall';
import { useGoldStore } from './gold-store';
import styles from './gold-document-page.module.css';

const SECTIONS = [
  {
    title: '什么是金币',
    text: '金币是平台内的虚拟积分，可用于购买专家爆料、参与活动和兑换金币商城中的礼品。金币不可提现，不可转让。',
  },
  {
    title: '如何获得',
    text: '每日签到、观看直播、参与竞猜活动以及邀请好友均可获得金币。部分爆料未命中时，按约定比例返还金币。',
  },
  { title: '如何使用', text: '在爆料详情页点击购买即可使用金币支付；金币商城每日兑换有上限，以页面显示为准。' },
  {
    title: '注意事项',
    text: '金币有效期为获得之日起 365 天，过期自动清零。如发现异常获取行为，平台有权扣除相应金币。',
  },
];

export default function GoldDocumentPage() {
  return (
    <article className={styles.page} aria-labelledby="gold-title">
      <h1 id="gold-title" className={styles.title}>
        金币说明
      </h1>
      <GoldAccount />
      <Mall />
      {SECTIONS.map((section) => (
        <Card key={section.title} title={section.title} headingLevel={2}>
          <p className={styles.text}>{section.text}</p>
        </Card>
      ))}
      <PortalGames />
    </article>
  );
}

function GoldAccount() {
  const runtime = useRuntime();
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { status, data: account } = useGoldStore((state) => state.account);
  const load = useGoldStore((state) => state.load);

  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  if (!loggedIn) {
    return (
      <Card padding="m">
        <div className={styles.account}>
          <p className={styles.text}>登录后查看您的金币余额与今日兑换额度</p>
          <Button size="s" onClick={() => void runtime.navigator.login(paths.goldDocument())}>
            登录
          </Button>
        </div>
      </Card>
    );
  }
  if (status === 'failed') return <ErrorState title="金币信息加载失败" onRetry={() => void load()} />;
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
          <dt>金币余额</dt>
          <dd className={styles.balance}>{account.balance.toLocaleString('zh-CN')}</dd>
        </div>
        <div>
          <dt>今日可兑换</dt>
          <dd>
            {remainingToday(account.dailyLimit).toLocaleString('zh-CN')} /{' '}
            {account.dailyLimit.limit.toLocaleString('zh-CN')}
          </dd>
        </div>
      </dl>
      <p className={styles.limitNote}>
        今日已兑换 {Math.min(account.dailyLimit.used, account.dailyLimit.limit).toLocaleString('zh-CN')} 金币，额度每日
        0 点（北京时间）恢复
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
  if (games.length === 0) return null;
  return (
    <Card title="平台游戏" headingLevel={2}>
      <ul className={styles.games} aria-label="平台游戏">
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
