/** A player's age as the profile shows it. */

/** Whole years from the birthday (YYYY-MM-DD) to `now`, in local time; null when it is not such a date. */
export function ageOn(birthday: string, now: number): number | null {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!found) return null;
  const today = new Date(now);
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}
