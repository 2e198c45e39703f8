/**
 * The match alerts' words in the locales loaded when chosen (alerts-messages.zh-cn.ts has zh-CN's).
 * A kind's headline is the word its setting names it by (alert-settings-messages.locales.ts); a
 * quarter's end is told with its quarter instead.
 */
import { traditionalAndEnglish } from '../../../platform/i18n/messages';
import settings from './alert-settings-messages.locales';
import type { alertMessages } from './alerts-messages.zh-cn';

const kindsIn = ({ kinds: { 'quarter-end': _each, ...kinds } }: (typeof settings)['en']) => kinds;

const quarter = (period: number) => `第${'一二三四'[period - 1] ?? period}節`;
// Taiwan's overtime is 延長 (延長賽), Hong Kong's 加時.
const taiwanPeriod = (period: number) => (period > 4 ? `延長${period - 4}` : quarter(period));
const hongKongPeriod = (period: number) => (period > 4 ? `加時${period - 4}` : quarter(period));
const englishPeriod = (period: number) => (period > 4 ? `OT${period - 4}` : `Q${period}`);
const zhTw = {
  kinds: kindsIn(settings['zh-TW']),
  late: '稍早',
  followedStreamer: '你關注的主播',
  openHint: '點按查看比賽',
  openRoomHint: '點按進入直播間',
  period: taiwanPeriod,
  periodEnd: (period: number) => `${taiwanPeriod(period)}結束`,
  actor: (player: string, team: string) => `${player}（${team}）`,
  cancelled: (scorer: string) => `取消 ${scorer} 的進球`,
  cancelledEarlier: '取消此前的進球',
};

export default traditionalAndEnglish<typeof alertMessages>({
  traditional: zhTw,
  // Hong Kong's football words: 入球 for a goal (十二碼 for a penalty comes with the settings' kinds).
  hongKong: {
    kinds: kindsIn(settings['zh-HK']),
    period: hongKongPeriod,
    periodEnd: (period) => `${hongKongPeriod(period)}結束`,
    cancelled: (scorer) => `取消 ${scorer} 的入球`,
    cancelledEarlier: '取消此前的入球',
  },
  en: {
    kinds: { ...kindsIn(settings.en), 'streamer-live': 'A streamer you follow is live' },
    late: 'Earlier',
    followedStreamer: 'A streamer you follow',
    openHint: 'Tap to see the match',
    openRoomHint: "Tap to go to the streamer's room",
    period: englishPeriod,
    periodEnd: (period) => `End of ${englishPeriod(period)}`,
    actor: (player, team) => `${player} (${team})`,
    cancelled: (scorer) => `Disallowed: ${scorer}`,
    cancelledEarlier: 'An earlier goal disallowed',
  },
});
