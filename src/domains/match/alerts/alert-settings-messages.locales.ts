/** The alert settings' words in the locales loaded when chosen (alert-settings-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish, type LocaleMessages } from '../../../platform/i18n/messages';
import { glossaryEn } from '../../../platform/i18n/glossary/glossary.en';
import { glossaryHk } from '../../../platform/i18n/glossary/glossary.zh-hk';
import { glossaryTw } from '../../../platform/i18n/glossary/glossary.zh-tw';
import type { alertSettingsMessages } from './alert-settings-messages.zh-cn';

type AlertSettingsWords = LocaleMessages<typeof alertSettingsMessages>;

const zhTw: AlertSettingsWords = {
  kinds: {
    'kick-off': '開賽',
    goal: '進球',
    'red-card': '紅牌',
    penalty: glossaryTw.penalty,
    'goal-cancelled': '進球取消（VAR）',
    'half-time': '半場',
    'full-time': '完場',
    start: '開賽',
    'quarter-end': '每節結束',
    final: '完場',
    'lead-change': '領先易主',
    'streamer-live': '關注的主播開播',
  },
  settingsTitle: '比賽提醒',
  settingsOpen: '提醒設定',
  kindsHeading: '提醒我',
  matchAlerts: '本場比賽提醒',
  muted: '（本場提醒已關閉）',
  footballHeading: '足球',
  basketballHeading: '籃球',
  streamersHeading: '主播',
  close: '完成',
};

export default traditionalAndEnglish<typeof alertSettingsMessages>({
  traditional: zhTw,
  // Hong Kong's football words (入球, 十二碼), else Taiwan's.
  hongKong: {
    kinds: { ...zhTw.kinds, goal: '入球', penalty: glossaryHk.penalty, 'goal-cancelled': '入球取消（VAR）' },
    settingsOpen: '提醒設置',
  },
  en: {
    kinds: {
      'kick-off': 'Kick-off',
      goal: 'Goal',
      'red-card': 'Red card',
      penalty: glossaryEn.penalty,
      'goal-cancelled': 'Goal disallowed (VAR)',
      'half-time': 'Half-time',
      'full-time': 'Full-time',
      start: 'Tip-off',
      'quarter-end': 'End of each quarter',
      final: 'Final',
      'lead-change': 'Lead change',
      'streamer-live': 'A followed streamer goes live',
    },
    settingsTitle: 'Match alerts',
    settingsOpen: 'Alert settings',
    kindsHeading: 'Alert me',
    matchAlerts: 'Alerts for this match',
    muted: ' (alerts off for this match)',
    footballHeading: 'Football',
    basketballHeading: 'Basketball',
    streamersHeading: 'Streamers',
    close: 'Done',
  },
});
