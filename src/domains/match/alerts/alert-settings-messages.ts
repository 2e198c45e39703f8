/**
 * The words of the alert settings (Chinese UI): the bell and its sheet. Apart from
 * alerts-messages.ts, whose words ride in the alerts' display chunk: these never show there.
 */
import type { MatchAlertKind } from '../../../contracts/match-alerts';
import { KIND_TITLES } from './alerts-messages';

export const alertSettingsMessages = {
  settingsTitle: '比赛提醒',
  settingsOpen: '提醒设置',
  kindsHeading: '提醒我',
  matchAlerts: '本场比赛提醒',
  muted: '本场提醒已关闭',
  footballHeading: '足球',
  basketballHeading: '篮球',
  streamersHeading: '主播',
  close: '完成',
  /** The setting's label of each kind (the title without the period's number). */
  kindLabel: (kind: MatchAlertKind) => (kind === 'quarter-end' ? '每节结束' : KIND_TITLES[kind]),
} as const;
