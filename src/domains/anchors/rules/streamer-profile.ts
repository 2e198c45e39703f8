/**
 * How a streamer is presented: the age as a year difference with a suffix or the unknown-age
 * label (the anchors in groups of 8, which the anchor home needs alone: anchor-groups.ts).
 */
import { report as reportToMonitor } from '../../../platform/feedback/monitor';
import type { LocaleMessages } from '../../../platform/i18n/messages';
import type { profileMessages } from '../profile-messages.zh-cn';
import type { Reporter } from '../../../features/promotions/banners';

const BIRTHDAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[ T])/;
const OLDEST_PLAUSIBLE_AGE = 120;

/**
 * The year difference between `now` and the birthday (spec: "age shown as year difference"),
 * or null when the birthday is unknown, malformed (reported) or not plausible.
 */
export function streamerAgeYears(
  birthday: string | null,
  now: number,
  report: Reporter = reportToMonitor,
): number | null {
  if (birthday === null || birthday.trim() === '') return null;
  const match = BIRTHDAY.exec(birthday.trim());
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) {
    report({ code: 'malformed-birthday', message: 'streamer birthday is not YYYY-MM-DD', detail: { birthday } });
    return null;
  }
  const years = new Date(now).getFullYear() - Number(match[1]);
  return years >= 0 && years <= OLDEST_PLAUSIBLE_AGE ? years : null;
}

/** '25岁', or '年龄保密' when the age is unknown (in the words of the locale shown). */
export function streamerAgeLabel(
  birthday: string | null,
  now: number,
  words: Pick<LocaleMessages<typeof profileMessages>, 'age' | 'ageUnknown'>,
  report?: Reporter,
): string {
  const years = streamerAgeYears(birthday, now, report);
  return years === null ? words.ageUnknown : words.age(years);
}
