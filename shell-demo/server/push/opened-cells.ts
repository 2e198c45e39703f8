/**
 * What a room opens and a publisher that takes over carries on (a 竞猜 question, a 红包) is
 * written to the shared cells under its name, `<roomId>.<id>-<openedAt>`: its own cell
 * (`<opened><name>`), the claim that closes it (`<closed><name>`: a pool paid, a draw) and the
 * fans' claims on it (`<claims><name>.<uid>`: a vote, an entry). A take-over lists them once.
 */
import type { SharedCells } from './shared-cells';

/** A cell of something left open: its key, its name, its id and opening time, the fans who claimed on it. */
export interface OpenedCell {
  key: string;
  name: string;
  id: number;
  openedAt: number;
  claimants: string[];
}

const NAME = String.raw`(\d+\.(\d+)-(\d+))`;

/** `<claims><roomId>.<id>-<openedAt>.<uid>` as the name claimed on and the fan. */
function claimOfKey(claims: string, key: string): { name: string; uid: string } | null {
  const match = key.startsWith(claims) ? new RegExp(`^${NAME}\\.(.+)$`).exec(key.slice(claims.length)) : null;
  return match ? { name: match[1]!, uid: match[4]! } : null;
}

/**
 * What was left open since `since` (server time): every opened cell not closed (this publisher's
 * too: another may have taken claims on it while it paused), with its claimants; those closed since then too
 * (`closed`: what their closing left to do may be left undone); and the highest id any publisher
 * gave (the ids after it are new to the fans). The three prefixes (each ends with a dot) are
 * listed once each, side by side.
 */
export async function leftOpen(
  cells: SharedCells,
  prefixes: { opened: string; closed: string; claims: string },
  since: number,
): Promise<{ open: OpenedCell[]; closed: OpenedCell[]; lastId: number }> {
  const [openedKeys, closedKeys, claimKeys] = await Promise.all(
    [prefixes.opened, prefixes.closed, prefixes.claims].map((prefix) => cells.keys(prefix)),
  );
  const closed = new Set(closedKeys!.map((key) => key.slice(prefixes.closed.length)));
  const claimants = new Map<string, string[]>();
  for (const key of claimKeys!) {
    const claim = claimOfKey(prefixes.claims, key);
    if (!claim) continue;
    const fans = claimants.get(claim.name);
    if (fans) fans.push(claim.uid);
    else claimants.set(claim.name, [claim.uid]);
  }
  const open: OpenedCell[] = [];
  const closedSince: OpenedCell[] = [];
  let lastId = 0;
  for (const key of openedKeys!) {
    const match = new RegExp(`^${NAME}$`).exec(key.slice(prefixes.opened.length));
    if (!match) continue;
    const [, name, id, openedAt] = match as unknown as [string, string, string, string];
    lastId = Math.max(lastId, Number(id));
    if (Number(openedAt) < since) continue;
    const cell = { key, name, id: Number(id), openedAt: Number(openedAt), claimants: claimants.get(name) ?? [] };
    (closed.has(name) ? closedSince : open).push(cell);
  }
  return { open, closed: closedSince, lastId };
}
