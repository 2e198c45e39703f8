/** Hong Kong reads the NBA pages as Taiwan does but for blocks and steals (封阻, 搶斷; Taiwan's 阻攻, 抄截), 全明星 and 總決賽. */
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { nbaMessages } from './nba-messages.zh-cn';
import taiwan from './nba-messages.zh-tw';

export default {
  ...taiwan,
  dataFigures: { ...taiwan.dataFigures, blocks: '場均封阻', steals: '場均搶斷' },
  stats: { ...taiwan.stats, blocks: '封阻', steals: '搶斷' },
  phases: { ...taiwan.phases, allStar: '全明星', finals: '總決賽' },
} satisfies LocaleMessages<typeof nbaMessages>;
