import { Link } from 'react-router-dom';
import { useAppHref } from '../runtime/runtime-context';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const href = useAppHref();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <h1 id="not-found-title" className={styles.title}>
        页面不存在
      </h1>
      <p className={styles.hint}>您访问的页面可能已下线或地址有误</p>
      <Link className={styles.back} to={href('/')}>
        返回首页
      </Link>
    </section>
  );
}
