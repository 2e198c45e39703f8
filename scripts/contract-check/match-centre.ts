/**
 * The optional match centre (src/contracts/match-centre.ts): whether the backend serves
 * it. Both answers pass — 404 means the app shows no 赛况 panel and no sparklines; a served
 * snapshot must parse and its events be numbered 0, 1, 2….
 */
import { MatchCentreCalls, parseMatchCentreSnapshot } from '../../src/contracts/match-centre';
import type { Json } from '../../src/contracts/parse';
import type { ApiClient } from './api-client';
import { assert, type Checks } from './types';

export async function checkMatchCentre(checks: Checks, api: ApiClient, matchId: () => Promise<number>): Promise<void> {
  await checks.check('match centre (optional extension): served or cleanly absent', async () => {
    const id = await matchId();
    const { status, envelope } = await api.call(MatchCentreCalls.snapshot.path, { form: { matchId: id } });
    if (status === 404 || envelope.code === 404) return 'not served (404): the app shows no 赛况 panel';
    const snapshot = parseMatchCentreSnapshot(envelope.data as Json);
    assert(
      snapshot.events.every((event, index) => event.index === index),
      'event indexes are not 0, 1, 2…',
    );
    return `served: match ${id}, ${snapshot.events.length} events, formations ${snapshot.home.formation || '-'} / ${snapshot.away.formation || '-'}`;
  });
}
