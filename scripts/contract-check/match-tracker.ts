/**
 * The optional tracker, 动画直播 (src/contracts/match-tracker.ts): whether the backend serves it.
 * Both answers pass — 404 means the app shows no 动画 entry; a served snapshot must parse, its
 * states be numbered without gaps and end just before its `nextSeq`.
 */
import { MatchTrackerCalls } from '../../src/contracts/match-tracker';
import type { Json } from '../../src/contracts/parse';
import type { ApiClient } from './api-client';
import { assert, type Checks } from './types';

export async function checkMatchTracker(checks: Checks, api: ApiClient, matchId: () => Promise<number>): Promise<void> {
  await checks.check('match tracker, 动画 (optional extension): served or cleanly absent', async () => {
    const id = await matchId();
    const { status, envelope } = await api.call(MatchTrackerCalls.snapshot.path, { form: { matchId: id } });
    if (status === 404 || envelope.code === 404) return 'not served (404): the app shows no 动画 entry';
    const snapshot = MatchTrackerCalls.snapshot.answer(envelope.data as Json, 'data');
    const first = snapshot.states[0]?.seq ?? snapshot.nextSeq;
    assert(
      snapshot.states.every((state, index) => state.seq === first + index),
      'state seqs are not consecutive',
    );
    assert(first + snapshot.states.length === snapshot.nextSeq, 'nextSeq does not follow the last state');
    return `served: match ${id}, ${snapshot.states.length} states, ${snapshot.shots.length} shots, next seq ${snapshot.nextSeq}`;
  });
}
