/**
 * The words of the alert settings: the bell and its sheet. zh-CN's, shipped with them: the shape the
 * other locales are typed against. Apart from
 * alerts-messages.ts, whose words ride in the alerts' display chunk: these never show there, and
 * the bell (in the match pages' code) loads no alert's words. A setting names a kind; an alert's
 * headline (alerts-messages.ts) announces one, in the same words (alert-kinds-messages.zh-cn.ts).
 */
import type { MatchAlertKind } from '../../../contracts/match-alerts';
import { alertKindWords } from './alert-kinds-messages.zh-cn';

export const alertSettingsMessages = {
  /** The setting's label of each kind. */
  kinds: { ...alertKindWords, 'quarter-end': '每节结束' } satisfies Record<MatchAlertKind, string>,
  settingsTitle: '比赛提醒',
  settingsOpen: '提醒设置',
  kindsHeading: '提醒我',
  matchAlerts: '本场比赛提醒',
  /** After the bell's label when the match is muted, with its own brackets. */
  muted: '（本场提醒已关闭）',
  footballHeading: '足球',
  basketballHeading: '篮球',
  streamersHeading: '主播',
  close: '完成',
} as const;
