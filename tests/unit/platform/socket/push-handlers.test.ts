/** The routing table: the function a registration returned removes that registration only. */
import { rawMessage } from './push-test-kit';
import { PushHandlerRegistry } from '@src/platform/socket/push-handlers';

it('an old registration’s remover, called after the message was registered again, leaves the new handler', () => {
  const registry = new PushHandlerRegistry();
  const score = rawMessage({ namespace: 'match', name: 'score' }, ['match']);
  const first = { apply: () => undefined };
  const second = { apply: () => undefined };
  const removeFirst = registry.register(score, first);
  removeFirst();
  registry.register(score, second);
  removeFirst();
  expect(registry.find('match', 'score')?.handler).toBe(second);
});

describe('several domains handling one message (each registers its own in its start())', () => {
  const hostLive = rawMessage({ namespace: 'anchors', name: 'host-live' }, ['host'], 'latest');
  const meta = { channel: 'host:7', namespace: 'anchors', name: 'host-live', seq: 1, at: 5, source: 'live' } as const;

  it('hands each message to every handler, in the order they registered; removing one leaves the other alone', () => {
    const registry = new PushHandlerRegistry();
    const seen: string[] = [];
    const anchors = { apply: (value: unknown) => seen.push(`anchors ${String(value)}`) };
    const room = { apply: (value: unknown) => seen.push(`room ${String(value)}`) };
    const removeAnchors = registry.register(hostLive, anchors);
    registry.register(hostLive, room);
    registry.find('anchors', 'host-live')!.handler.apply(1, meta);
    removeAnchors();
    expect(registry.find('anchors', 'host-live')!.handler).toBe(room);
    expect(seen).toEqual(['anchors 1', 'room 1']);
  });

  it('takes a batch only when every handler does: a handler that applies each message at once keeps doing so', () => {
    const registry = new PushHandlerRegistry();
    const batching = { apply: jest.fn(), applyBatch: jest.fn() };
    registry.register(hostLive, batching);
    const each = { apply: jest.fn() };
    const removeEach = registry.register(hostLive, each);
    expect(registry.find('anchors', 'host-live')!.handler.applyBatch).toBeUndefined();
    removeEach();
    registry.register(hostLive, { apply: jest.fn(), applyBatch: jest.fn() });
    const items = [{ value: 1, meta }];
    registry.find('anchors', 'host-live')!.handler.applyBatch!(items);
    expect(batching.applyBatch).toHaveBeenCalledWith(items);
  });

  it("a handler that throws does not keep the others from the message; its error goes on to the client's report", () => {
    const registry = new PushHandlerRegistry();
    const failure = new Error('store action failed');
    const later = { apply: jest.fn() };
    registry.register(hostLive, {
      apply: () => {
        throw failure;
      },
    });
    registry.register(hostLive, later);
    expect(() => registry.find('anchors', 'host-live')!.handler.apply(1, meta)).toThrow(failure);
    expect(later.apply).toHaveBeenCalledWith(1, meta);
  });

  it('the same handler registered twice for one message is a bug', () => {
    const registry = new PushHandlerRegistry();
    const handler = { apply: () => undefined };
    registry.register(hostLive, handler);
    expect(() => registry.register(hostLive, handler)).toThrow('push handler registered twice: anchors.host-live');
  });
});
