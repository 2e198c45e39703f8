/** The routing table: the function a registration returned removes that registration only. */
import { definePushMessage } from '@src/contracts/push';
import { PushHandlerRegistry } from '@src/platform/socket/push-handlers';

it('an old registration’s remover, called after the message was registered again, leaves the new handler', () => {
  const registry = new PushHandlerRegistry();
  const score = definePushMessage({ namespace: 'match', name: 'score', channels: ['match'], mode: 'event', parse: (value) => value });
  const first = { apply: () => undefined };
  const second = { apply: () => undefined };
  const removeFirst = registry.register(score, first);
  removeFirst();
  registry.register(score, second);
  removeFirst();
  expect(registry.find('match', 'score')?.handler).toBe(second);
});
