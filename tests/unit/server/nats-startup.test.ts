/**
 * @jest-environment node
 */
/**
 * A gateway's first requests to NATS are asked again while NATS does not answer (a cluster
 * starting or electing), and not when JetStream answers no or is not there; a call tried again gives up in time.
 */
import { JetStreamApiError } from '@nats-io/jetstream';
import { errors } from '@nats-io/transport-node';
import { whenNatsAnswers } from '../../../shell-demo/server/push/nats-startup';
import { triedAgain } from '../../../shell-demo/server/tried-again';

/** A request failing with each of `failures` in turn, then answering `'made'`; counts its tries. */
function requestFailing(failures: Error[]) {
  let tries = 0;
  return jest.fn((): Promise<string> => {
    const failure = failures[tries++];
    return failure ? Promise.reject(failure) : Promise.resolve('made');
  });
}

const jetStreamSays = (code: number, description: string) =>
  new JetStreamApiError({ code, err_code: 10000 + code, description });

it('asks again after a timeout or JetStream’s “not now”, until answered', async () => {
  const request = requestFailing([
    new errors.TimeoutError(),
    jetStreamSays(503, 'JetStream system temporarily unavailable'),
    new errors.TimeoutError(),
  ]);
  await expect(whenNatsAnswers(request)).resolves.toBe('made');
  expect(request).toHaveBeenCalledTimes(4);
});

it('gives up at once on a server without JetStream', async () => {
  // As the client says it (its JetStreamNotEnabled, not exported): a plain error, not a timeout.
  const missing = Object.assign(new Error('jetstream is not enabled'), { name: 'JetStreamNotEnabled' });
  const request = requestFailing([missing]);
  await expect(whenNatsAnswers(request)).rejects.toBe(missing);
  expect(request).toHaveBeenCalledTimes(1);
});

it('gives up at once when JetStream answers no (a stream made before with another config)', async () => {
  const refusal = jetStreamSays(400, 'stream name already in use with a different configuration');
  const request = requestFailing([refusal]);
  await expect(whenNatsAnswers(request)).rejects.toBe(refusal);
  expect(request).toHaveBeenCalledTimes(1);
});

it('throws the last failure once its time is up', async () => {
  let tries = 0;
  const failing = () => Promise.reject(new Error(`try ${++tries}`));
  const started = Date.now();
  await expect(triedAgain(failing, { withinMs: 60, pauseMs: 10 })).rejects.toThrow(/^try \d+$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  expect(tries).toBeGreaterThan(2);
});
