/**
 * The alerts already announced to this fan, kept across reconnects and reloads so none is told
 * twice: their ids with the moment each was announced, the last ANNOUNCED_KEPT of the last
 * ANNOUNCED_FOR_MS (an alert older than that is past being told late anyway).
 */
export const ANNOUNCED_KEPT = 500;
export const ANNOUNCED_FOR_MS = 6 * 60 * 60 * 1000;

export interface Announced {
  readonly id: string;
  /** When it was announced (server time, ms). */
  readonly at: number;
}

const isAnnouncedEntry = (value: unknown): value is Announced =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Announced).id === 'string' &&
  Number.isFinite((value as Announced).at);

/** A stored list read back: its well-formed entries ([] for anything else). */
export const parseAnnounced = (value: unknown): Announced[] =>
  Array.isArray(value) ? value.filter(isAnnouncedEntry).map(({ id, at }) => ({ id, at })) : [];

/** The list with `ids` announced at `now`, and without what is too old or beyond the bound. */
export function rememberAnnounced(list: readonly Announced[], ids: readonly string[], now: number): Announced[] {
  const fresh = new Set(ids);
  const kept = list.filter((entry) => !fresh.has(entry.id) && now - entry.at <= ANNOUNCED_FOR_MS);
  const added = [...fresh].map((id) => ({ id, at: now }));
  return [...kept, ...added].slice(-ANNOUNCED_KEPT);
}
