/** The shared words in the locales loaded when chosen, one module for the one chunk that brings them. */
import en from './ui-messages.en';
import zhHk from './ui-messages.zh-hk';
import zhTw from './ui-messages.zh-tw';

export default { 'zh-TW': zhTw, 'zh-HK': zhHk, en };
