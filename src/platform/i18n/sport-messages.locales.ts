/**
 * The sports' names in the locales loaded when chosen, by sport id (sport-messages.zh-cn.ts has
 * zh-CN's). Taiwan and Hong Kong differ where their players do: 桌球 is table tennis in Taiwan and
 * snooker in Hong Kong; netball is 投球 in Hong Kong.
 */
import type { LoadedLocale } from './locale';
import type { LocaleMessages } from './messages';
import type { sportMessages } from './sport-messages.zh-cn';

type SportWords = LocaleMessages<typeof sportMessages>;

const traditional: Readonly<Record<number, string>> = {
  1: '足球',
  2: '籃球',
  3: '網球',
  12: '電子競技',
  6: '排球',
  7: '羽毛球',
  8: '桌球',
  4: '棒球',
  5: '冰球',
  9: '美式足球',
  11: '斯諾克',
  10: '手球',
  13: '板球',
  14: '橄欖球',
  18: '拳擊',
  19: '綜合格鬥',
  20: '賽車',
  21: '高爾夫',
  15: '沙灘排球',
  24: '五人制足球',
  23: '飛鏢',
  16: '水球',
  17: '曲棍球',
  25: '澳式足球',
  22: '自行車',
  26: '田徑',
  27: '游泳',
  28: '滑雪',
  29: '冰壺',
  30: '射擊',
  31: '賽馬',
  32: '籃網球',
};

export default {
  'zh-TW': { names: traditional },
  'zh-HK': { names: { ...traditional, 8: '乒乓球', 11: '桌球', 14: '欖球', 21: '高爾夫球', 22: '單車', 32: '投球' } },
  en: {
    names: {
      1: 'Football',
      2: 'Basketball',
      3: 'Tennis',
      12: 'Esports',
      6: 'Volleyball',
      7: 'Badminton',
      8: 'Table tennis',
      4: 'Baseball',
      5: 'Ice hockey',
      9: 'American football',
      11: 'Snooker',
      10: 'Handball',
      13: 'Cricket',
      14: 'Rugby',
      18: 'Boxing',
      19: 'MMA',
      20: 'Motor racing',
      21: 'Golf',
      15: 'Beach volleyball',
      24: 'Futsal',
      23: 'Darts',
      16: 'Water polo',
      17: 'Hockey',
      25: 'Aussie rules',
      22: 'Cycling',
      26: 'Athletics',
      27: 'Swimming',
      28: 'Skiing',
      29: 'Curling',
      30: 'Shooting',
      31: 'Horse racing',
      32: 'Netball',
    },
  },
} satisfies Record<LoadedLocale, SportWords>;
