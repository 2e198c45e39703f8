import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HostRoute, type HostRoutePath } from '../../../../src/contracts/host-routes';
import { SPORT_INFO_ENTRY } from '../frame/top-bar';
import page from './page.module.css';
import styles from './host-route-page.module.css';

export const HOST_PAGE_TITLES: Record<Exclude<HostRoutePath, typeof HostRoute.login>, string> = {
  [HostRoute.matchDetail]: '比赛详情',
  [HostRoute.resultDetail]: '赛果详情',
  [HostRoute.live]: '比赛直播',
  [HostRoute.bMatchDetail]: 'B 版比赛详情',
  [HostRoute.basketballResult]: '篮球赛果',
};

/** Stands in for the portal's own sports pages: shows what the remote asked for. */
export function HostRoutePage({ path }: { path: keyof typeof HOST_PAGE_TITLES }) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = [...new URLSearchParams(location.search)];
  // react-router keeps the history index in history.state: go back only when there is a page to go to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  const onBack = (event: MouseEvent) => {
    if (!canGoBack) return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <div className={page.page}>
      <Link to={SPORT_INFO_ENTRY} className={page.link} onClick={onBack}>
        ‹ 返回
      </Link>
      <h1 className={page.title}>{HOST_PAGE_TITLES[path]}</h1>
      <section className={page.card} aria-label="收到的参数">
        <p className={page.muted}>门户页面 {location.pathname}（演示），收到的参数：</p>
        <p className={styles.search}>{location.search || '（无）'}</p>
        {query.length > 0 && (
          <dl className={styles.query}>
            {query.map(([name, value], index) => (
              <div key={`${name}-${index}`} className={styles.queryRow}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
