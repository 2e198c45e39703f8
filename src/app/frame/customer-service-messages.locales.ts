/** The customer-service words in the locales loaded when chosen (customer-service-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { serviceMessages } from './customer-service-messages.zh-cn';

export default {
  'zh-TW': {
    serviceLoadFailed: '客服視窗載入失敗，請稍後再試',
    serviceBubble: '專屬福利通知，點這裡查看',
    closeServiceBubble: '關閉福利提示',
    openService: '聯絡客服，有新的福利通知',
    serviceTitle: '客服中心',
    serviceText: '線上客服 7×24 小時為您服務。專屬福利、活動獎勵與帳戶問題，請至 App 或官網的客服中心諮詢。',
  },
  'zh-HK': {
    serviceLoadFailed: '客服視窗載入失敗，請稍後再試',
    serviceBubble: '專屬優惠通知，按此查看',
    closeServiceBubble: '關閉優惠提示',
    openService: '聯絡客服，有新的優惠通知',
    serviceTitle: '客服中心',
    serviceText: '網上客服 7×24 小時為你服務。專屬優惠、活動獎賞及帳戶問題，請到 App 或官網的客服中心查詢。',
  },
  en: {
    serviceLoadFailed: 'Customer service did not open. Please try again later',
    serviceBubble: 'A perk is waiting for you. Tap to see',
    closeServiceBubble: 'Close the perk note',
    openService: 'Customer service, a new perk is waiting',
    serviceTitle: 'Customer service',
    serviceText:
      'Customer service is here 24/7. For perks, rewards and account questions, use the service centre in the app or on the website.',
  },
} satisfies Record<LoadedLocale, LocaleMessages<typeof serviceMessages>>;
