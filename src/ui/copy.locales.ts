/** The shared words in the locales loaded when chosen, one module for the one chunk that brings them. */
import en from './copy.en';
import zhHk from './copy.zh-hk';
import zhTw from './copy.zh-tw';

export default { 'zh-TW': zhTw, 'zh-HK': zhHk, en };
