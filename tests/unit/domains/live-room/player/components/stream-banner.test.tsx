/**
 * The slim banner under the room's video (components/stream-banner.tsx): it says what it offers,
 * its action does it, and × puts it away — each tap only its own.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { StreamBanner } from '@src/domains/live-room/player/components/stream-banner';

function renderBanner() {
  const onAction = jest.fn();
  const onDismiss = jest.fn();
  render(<StreamBanner text="网络较慢，可切换到流畅画质" action="切换" onAction={onAction} onDismiss={onDismiss} />);
  return { onAction, onDismiss };
}

it('says its offer as a status and takes it at a tap on the action', () => {
  const { onAction, onDismiss } = renderBanner();
  expect(screen.getByRole('status')).toHaveTextContent('网络较慢，可切换到流畅画质');
  fireEvent.click(screen.getByRole('button', { name: '切换' }));
  expect(onAction).toHaveBeenCalledTimes(1);
  expect(onDismiss).not.toHaveBeenCalled();
});

it('goes away at a tap on ×, without taking the offer', () => {
  const { onAction, onDismiss } = renderBanner();
  fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
  expect(onAction).not.toHaveBeenCalled();
});
