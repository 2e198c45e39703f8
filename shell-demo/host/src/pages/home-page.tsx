import { Link } from 'react-router-dom';
import { PORTAL_NAME } from '../frame/top-bar';
import page from './page.module.css';
import styles from './home-page.module.css';
import { PortalAlerts } from './portal-alerts';

/** Deep links into the remote: each must land on the right page of sport-info. */
const SPORT_INFO_SHORTCUTS = [
  { to: '/sport-info/anchor', title: '主播', text: '跟着主播看比赛' },
  { to: '/sport-info/news', title: '资讯', text: '专家方案与赛事新闻' },
  { to: '/sport-info/user-ranking', title: '盈利榜', text: '看看谁是高手' },
  { to: '/sport-info/five-leagues', title: '五大联赛', text: '积分、赛程与数据' },
];

export function HomePage() {
  return (
    <div className={page.page}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>欢迎来到{PORTAL_NAME}</h1>
        <p className={styles.heroText}>这是一个演示用的父门户，它在运行时加载“体育资讯”远程模块。</p>
        <Link to="/sport-info/anchor" className={styles.heroButton}>
          进入体育资讯
        </Link>
      </section>
      <h2 className={styles.sectionTitle}>快捷入口</h2>
      <ul className={styles.shortcuts}>
        {SPORT_INFO_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className={styles.shortcut}>
              <strong>{shortcut.title}</strong>
              <span>{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PortalAlerts />
      <p className={page.muted}>
        点左下角的“调试”按钮可以登录演示账号、切换 App 模式和主题，并查看宿主与远程之间的桥接事件。
      </p>
    </div>
  );
}
