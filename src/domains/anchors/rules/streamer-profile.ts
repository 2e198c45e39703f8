/**
 * How a streamer is presented: the age as a
 * year difference with a suffix or the unknown-age label, and the anchors in groups of 8.
 */
import { report as reportToMonitor } from '../../../platform/feedback/monitor';
import { messages } from '../messages';
import type { Reporter } from '../../../platform/promotions/banners';

const BIRTHDAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[ T])/;
const OLDEST_PLAUSIBLE_AGE = 120;

/**
 * The year difference between `now` and the birthday (spec: "age shown as year difference"),
 * or null when the birthday is unknown, malformed (reported) or not plausible.
 */
export function streamerAgeYears(birthday: string | null, now: number, report: Reporter = reportToMonitor): number | null {
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

/** '25岁', or '年龄保密' when the age is unknown. */
export function streamerAgeLabel(birthday: string | null, now: number, report?: Reporter): string {
  const years = streamerAgeYears(birthday, now, report);
  return years === null ? messages.ageUnknown : messages.age(years);
}

export const ANCHOR_GROUP_SIZE = 8;

/** Consecutive groups of `size` (the last may be shorter); none for an empty list. */
export function groupAnchors<Item>(items: readonly Item[], size: number = ANCHOR_GROUP_SIZE): Item[][] {
  if (size < 1) throw new RangeError('group size must be at least 1');
  const groups: Item[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
