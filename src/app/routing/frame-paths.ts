/** Typed hrefs of the frame's own pages (each domain has its own, beside its routes). */
import { GOLD_PAGE_PATH } from '../../features/promotions/promotion-actions';

export const paths = {
  download: () => '/download',
  anchorDownload: () => '/anchor-download',
  goldDocument: () => GOLD_PAGE_PATH,
  home: () => '/',
} as const;
