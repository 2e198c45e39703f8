/** The platform's words in the locales loaded when chosen (platform-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../i18n/messages';
import type { platformMessages } from './platform-messages.zh-cn';

export default traditionalAndEnglish<typeof platformMessages>({
  traditional: {
    networkFailure: '網路連線異常，請檢查網路後重試',
    malformed: '資料載入異常，請稍後再試',
    requestFailed: (code: number) => `請求失敗（${code}）`,
    missingCall: (path: string) => `介面不存在：${path}`,
    cancelled: '請求已取消',
    refreshFailed: '重新整理失敗，已顯示上次的內容',
  },
  // Hong Kong says 網絡, 數據 and 刷新 where Taiwan says 網路, 資料 and 重新整理.
  hongKong: {
    networkFailure: '網絡連線異常，請檢查網絡後重試',
    malformed: '數據載入異常，請稍後再試',
    refreshFailed: '刷新失敗，已顯示上次的內容',
  },
  en: {
    networkFailure: 'Network error: check your connection and try again',
    malformed: 'Could not read the data: please try again later',
    requestFailed: (code: number) => `Request failed (${code})`,
    missingCall: (path: string) => `Not available: ${path}`,
    cancelled: 'Request cancelled',
    refreshFailed: 'Refresh failed: showing what was loaded last',
  },
});
