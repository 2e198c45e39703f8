/** Cookies the app sets for itself (the customer-service bubble), scoped to the page's path root. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, expires: Date): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

/** The last moment of the local day of `now` (spec: the bubble cookie lasts until the end of the day). */
export function endOfLocalDay(now: number = Date.now()): Date {
  // Plain Date, not dayjs: this module is on the first screen, dayjs is not.
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}
