/**
 * Hong Kong reads the football pages as Taiwan does but for its own words: 意甲, 歐聯 (the
 * Champions League) and 歐霸, 加時, 入球, 和, 出線, and the shoot-out from its glossary.
 */
import { glossaryHk } from '../../platform/i18n/glossary/glossary.zh-hk';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { footballMessages } from './football-messages.zh-cn';
import taiwan from './football-messages.zh-tw';

export default {
  ...taiwan,
  leagues: { ...taiwan.leagues, serieA: '意甲', championsLeague: '歐聯', europaLeague: '歐霸' },
  columns: { ...taiwan.columns, goals: '入/失', scored: '入球', goalDifference: '得失球' },
  columnTitles: { ...taiwan.columnTitles, goals: '入球/失球', goalDifference: '得失球差' },
  zones: { ...taiwan.zones, 'champions-league': '歐聯區', qualified: '已出線', eliminated: '已出局' },
  stats: { ...taiwan.stats, goals: '入球' },
  extraTime: '加時',
  penalties: (a: number, b: number) => `${glossaryHk.shootout} ${a}-${b}`,
  outlookTitle: '出線形勢',
  verdict: { ...taiwan.verdict, qualified: '已出線', eliminated: '已出局' },
  outcomeVerdict: { ...taiwan.outcomeVerdict, qualified: '出線', eliminated: '出局' },
  thirdsThrough: (count: number) => `成績最好的${count}支小組第三出線`,
  through: '出線',
  out: '出局',
  zoneNames: { ...taiwan.zoneNames, 'champions-league': '歐聯資格' },
  squadGroups: { ...taiwan.squadGroups, goalkeeper: '門將' },
  goalsAssists: (goals: number, assists: number) => `${goals}入球 ${assists}助攻`,
} satisfies LocaleMessages<typeof footballMessages>;
