import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeBackPath } from '../bridge/back-path';
import { useHostServices } from '../host-services';
import { loginAsDemoUser } from '../session/demo-session';
import { controlStore, useControls } from '../state/control-state';
import page from './page.module.css';
import styles from './login-page.module.css';

/** The portal's login: a demo login on the development server, then back to `backPath`. */
export function LoginPage() {
  const { config } = useHostServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useControls((state) => state.session);
  const [username, setUsername] = useState('demo');
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await loginAsDemoUser(controlStore, config.apiBaseUrl, username);
      const backPath = safeBackPath(searchParams.get('backPath'));
      const cameFrom = (location.state as { from?: unknown } | null)?.from;
      // Opened from the page to return to: step back, so that page is not in the history twice.
      if (cameFrom === backPath) navigate(-1);
      else navigate(backPath, { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '登录失败，请稍后再试');
      setSubmitting(false);
    }
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>登录</h1>
      <form className={page.card} onSubmit={onSubmit}>
        {session && <p className={page.muted}>当前已登录：{session.username ?? session.uid}</p>}
        <label className={styles.field}>
          <span>用户名</span>
          <input
            className={styles.input}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={page.primaryButton} disabled={isSubmitting}>
          {isSubmitting ? '登录中…' : '登录'}
        </button>
        <p className={page.muted}>演示账号无需密码，由开发服务器签发会话。</p>
      </form>
    </div>
  );
}
