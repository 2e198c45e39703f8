/** The 404 page's words in the locales loaded when chosen (not-found-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../platform/i18n/messages';
import type { notFoundMessages } from './not-found-messages.zh-cn';

export default traditionalAndEnglish<typeof notFoundMessages>({
  traditional: {
    notFoundTitle: '頁面不存在',
    notFoundHint: '您造訪的頁面可能已下架或網址有誤',
    backHome: '返回首頁',
  },
  // Hong Kong says 你 and 瀏覽 where Taiwan says 您 and 造訪.
  hongKong: { notFoundHint: '你瀏覽的頁面可能已下架或網址有誤' },
  en: {
    notFoundTitle: 'Page not found',
    notFoundHint: 'The page may have been removed, or the address is wrong',
    backHome: 'Back to home',
  },
});
