/**
 * The epoch of the live bus on NATS (nats-bus.ts): the name of the channels' numbering, kept on
 * NATS so that every gateway shares it and a fan reconnecting to another keeps its `sinceSeq`.
 */
import { randomUUID } from 'node:crypto';
import { StorageType, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';

/** The bus's own stream: the epoch every gateway on this NATS shares (kinds start with a letter: no channel's subject). */
export const EPOCH_STREAM = 'LIVE_BUS';
const EPOCH_SUBJECT = '_live-bus.epoch';

/** The epoch kept on NATS: the first gateway names it, every other one reads it (compare-and-set on the subject). */
export async function sharedEpoch(manager: JetStreamManager, js: JetStreamClient, replicas: number): Promise<string> {
  await manager.streams.add({
    name: EPOCH_STREAM,
    subjects: [EPOCH_SUBJECT],
    max_msgs_per_subject: 1,
    storage: StorageType.File,
    num_replicas: replicas,
  });
  const kept = await manager.streams.getMessage(EPOCH_STREAM, { last_by_subj: EPOCH_SUBJECT });
  if (kept) return kept.string();
  const epoch = randomUUID().slice(0, 8);
  try {
    await js.publish(EPOCH_SUBJECT, epoch, { expect: { lastSubjectSequence: 0 } });
    return epoch;
  } catch {
    // Another gateway named it first: read theirs.
    const theirs = await manager.streams.getMessage(EPOCH_STREAM, { last_by_subj: EPOCH_SUBJECT });
    if (!theirs) throw new Error('live bus: the epoch is neither kept nor could be named');
    return theirs.string();
  }
}
