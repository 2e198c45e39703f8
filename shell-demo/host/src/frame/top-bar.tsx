import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginPathFor } from '../bridge/back-path';
import { useHostServices } from '../host-services';
import { useControls } from '../state/control-state';
import styles from './top-bar.module.css';

export const PORTAL_NAME = '体育门户';
export const SPORT_INFO_ENTRY = '/sport-info/anchor';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

export function TopBar() {
  const location = useLocation();
  const session = useControls((state) => state.session);
  const isInSportInfo = location.pathname.startsWith('/sport-info');
  // A hover or a touch announces the tap: the app's code and its start-up calls begin now.
  const { loader } = useHostServices();
  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.brand}>
        {PORTAL_NAME}
      </Link>
      <nav className={styles.nav} aria-label="门户导航">
        <NavLink to="/" end className={navClass}>
          首页
        </NavLink>
        <NavLink
          to={SPORT_INFO_ENTRY}
          className={() => navClass({ isActive: isInSportInfo })}
          onMouseEnter={loader.warm}
          onTouchStart={loader.warm}
          onFocus={loader.warm}
        >
          体育资讯
        </NavLink>
      </nav>
      {session ? (
        <span className={styles.user} title={`uid ${session.uid}`}>
          {session.username ?? session.uid}
        </span>
      ) : (
        <Link to={loginPathFor(location.pathname + location.search)} className={styles.login}>
          登录
        </Link>
      )}
    </header>
  );
}
