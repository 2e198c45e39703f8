/** The chat's and 弹幕's words in the locale shown: zh-CN's ship with the chat, the others load with their locale. */
import { defineMessages, type LocaleMessages } from '../../../platform/i18n/messages';
import { chatMessages } from './chat-messages.zh-cn';

/** The chat's words in one locale. */
export type ChatWords = LocaleMessages<typeof chatMessages>;

export const chatWords = defineMessages(chatMessages, {
  'zh-TW': () => import(/* webpackChunkName: "words-zh-tw" */ './chat-messages.zh-tw'),
  'zh-HK': () => import(/* webpackChunkName: "words-zh-hk" */ './chat-messages.zh-hk'),
  en: () => import(/* webpackChunkName: "words-en" */ './chat-messages.en'),
});

/** A few emoji a fan taps into the input (one code point or sequence each: the limit counts code points). */
export const CHAT_EMOJI = ['👍', '😂', '🔥', '⚽', '🏀', '👏', '😭', '😡', '🎉', '💪'] as const;
