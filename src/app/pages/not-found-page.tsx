import { Link } from 'react-router-dom';
import { useAppHref } from '../runtime/runtime-context';
import { useMessages } from '../../platform/i18n/messages';
import { notFoundWords } from './not-found-messages';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const href = useAppHref();
  const words = useMessages(notFoundWords);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <h1 id="not-found-title" className={styles.title}>
        {words.notFoundTitle}
      </h1>
      <p className={styles.hint}>{words.notFoundHint}</p>
      <Link className={styles.back} to={href('/')}>
        {words.backHome}
      </Link>
    </section>
  );
}
