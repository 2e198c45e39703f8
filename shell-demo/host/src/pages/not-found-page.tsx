import { Link } from 'react-router-dom';
import page from './page.module.css';

export function NotFoundPage() {
  return (
    <div className={page.page}>
      <h1 className={page.title}>页面不存在</h1>
      <p className={page.muted}>你访问的地址不在门户里。</p>
      <Link to="/" className={page.link}>
        回到首页
      </Link>
    </div>
  );
}
