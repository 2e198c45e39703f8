/**
 * The app's date and time labels of some instants, as a process in another time zone writes them
 * (a phone abroad, a portal's server): jest's `process.env.TZ` does not move the zone of the
 * process it runs in, a child process's does.
 *
 *   TZ=<zone> node --import tsx tests/support/labels-in-zone.ts <ms> <now ms> ...
 *
 * Prints one line of JSON: the labels of each pair (an instant, the clock's "now").
 */
import { ageOn } from '../../src/lib/age';
import { chinaStartOfDay } from '../../src/lib/china-time';
import { formatDate, formatDayName } from '../../src/platform/i18n/date-formats';
import { formatPostTime } from '../../src/platform/i18n/formats';
import { formatMatchTime } from '../../src/lib/time-labels';

export interface ZoneLabels {
  zone: string;
  matchTime: string;
  postTime: string;
  dateLabel: string;
  dayName: string;
  startOfDay: number;
  /** The age on that instant of someone born on 2000-06-16. */
  age: number | null;
}

const numbers = process.argv.slice(2).map(Number);
const labels: ZoneLabels[] = [];
for (let index = 0; index + 1 < numbers.length; index += 2) {
  const [ms, now] = [numbers[index]!, numbers[index + 1]!];
  labels.push({
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    matchTime: formatMatchTime(ms),
    postTime: formatPostTime('zh-CN', ms, now),
    dateLabel: formatDate('zh-CN', ms),
    dayName: formatDayName('zh-CN', ms, now),
    startOfDay: chinaStartOfDay(ms),
    age: ageOn('2000-06-16', ms),
  });
}
process.stdout.write(`${JSON.stringify(labels)}\n`);
