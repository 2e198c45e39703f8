import { lateReceiver } from '@src/platform/domain/late-receiver';

it('holds nothing until the late part sets its receiver, then hands messages to it', () => {
  const receivers = lateReceiver<{ settled(id: number): void }>();
  expect(receivers.current()).toBeNull();
  const settled = jest.fn();
  receivers.set({ settled });
  receivers.current()?.settled(7);
  expect(settled).toHaveBeenCalledWith(7);
  receivers.set(null);
  expect(receivers.current()).toBeNull();
});
