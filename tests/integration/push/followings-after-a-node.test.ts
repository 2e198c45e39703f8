/**
 * Followings started after a NATS node is lost. The cluster goes on placing one new consumer in
 * three on the lost node until it knows the node gone (tens of seconds after a kill), and such a
 * creation answers only with its timeout: asked with the bus's one timeout, one following in three
 * waited 1.5 s or more to start. Asked with a short wait first and again at once under a new name
 * (nats-consumers.ts), only three creations on the lost node in a row (one in 27) wait that long:
 * of 40 followings started one after another, at most 6 may (asked the old way, 13 on average
 * did). Skipped, saying why, only without nats-server.
 */
import type { ChannelName } from '../../../src/contracts/push';
import { NatsBus } from '../../../shell-demo/server/push/nats-bus';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../../support/nats-server';
import { sleep } from './push-test-support';

const missing = natsServerMissing();
if (missing) console.warn(`SKIPPED: the followings after a node need nats-server. ${missing}`);
const describeOnNats = missing ? describe.skip : describe;

const FOLLOWINGS = 40;
/** Followings allowed to wait a whole timeout: 1.5 expected, 7 or more one run in a thousand. */
const SLOW_AT_MOST = 6;
/** A start this slow met three creations on the lost node in a row (asked the old way: one). */
const WAITED_OUT_MS = 1500;
/** A channel no producer publishes on: the test's one message is all its stream holds. */
const CHANNEL: ChannelName = 'match:90211';

describeOnNats('followings started after a NATS node is lost', () => {
  let cluster: NatsCluster;
  let bus: NatsBus | undefined;

  beforeAll(async () => {
    cluster = await startNatsCluster(3);
  }, 60_000);
  afterAll(async () => {
    bus?.close();
    await bus?.closed();
    await cluster?.stop();
  });

  it('start within moments, not after a creation on the lost node times out', async () => {
    // On the nodes that stay: the bus itself does not reconnect.
    bus = await NatsBus.connect(
      cluster.nodes
        .slice(1)
        .map((node) => node.url)
        .join(','),
      { replicas: 3 },
    );
    await bus.publish(CHANNEL, { namespace: 'match', name: 'line', payload: 1, at: Date.now(), key: '' });
    await cluster.nodes[0]!.kill();
    // The stream answers again once it has a leader (the one killed may have led it).
    for (const giveUpAt = Date.now() + 30_000; ; await sleep(200)) {
      const answered = await bus.currentSeq(CHANNEL).then(
        () => true,
        (error: unknown) => (Date.now() > giveUpAt ? Promise.reject(error) : false),
      );
      if (answered) break;
    }

    // Each following from the stream's start: its first message comes as soon as its consumer runs.
    // The first is not counted: until the cluster's meta leader answers again (it may have been the
    // node killed), no consumer is placed at all.
    const startMs: number[] = [];
    for (let index = -1; index < FOLLOWINGS; index += 1) {
      const startedAt = Date.now();
      let stop = () => {};
      await new Promise<void>((resolve) => {
        stop = bus!.subscribe(CHANNEL, () => resolve(), 0);
      });
      if (index >= 0) startMs.push(Date.now() - startedAt);
      stop();
    }
    console.log(`followings after a node: started in ${startMs.join(', ')} ms`);
    expect(startMs.filter((ms) => ms >= WAITED_OUT_MS).length).toBeLessThanOrEqual(SLOW_AT_MOST);
  }, 120_000);
});
