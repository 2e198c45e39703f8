/** The frame's words in the locales loaded when chosen, one module for the one chunk that brings them. */
import en from './frame-messages.en';
import zhHk from './frame-messages.zh-hk';
import zhTw from './frame-messages.zh-tw';

export default { 'zh-TW': zhTw, 'zh-HK': zhHk, en };
