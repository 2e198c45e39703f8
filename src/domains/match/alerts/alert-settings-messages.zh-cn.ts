/**
 * The words of the alert settings: the bell and its sheet. zh-CN's, shipped with them: the shape the
 * other locales are typed against. Apart from
 * alerts-messages.ts, whose words ride in the alerts' display chunk: these never show there, and
 * the bell (in the match pages' code) loads no alert's words. A setting names a kind; an alert's
 * headline (alerts-messages.ts) announces one — the same words today, but for each quarter's end.
 */
import type { MatchAlertKind } from '../../../contracts/match-alerts';

export const alertSettingsMessages = {
  /** The setting's label of each kind. */
  kinds: {
    'kick-off': '开赛',
    goal: '进球',
    'red-card': '红牌',
    penalty: '点球',
    'goal-cancelled': '进球取消（VAR）',
    'half-time': '半场',
    'full-time': '完场',
    start: '开赛',
    'quarter-end': '每节结束',
    final: '完场',
    'lead-change': '领先易主',
    'streamer-live': '关注的主播开播',
  } satisfies Record<MatchAlertKind, string>,
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
