/** Drafts kept through a reload: saved as the page hides, given back once to the input that kept them. */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { takeKept } from '@src/platform/deploy/reload-keeps';
import { useKeptThroughReload } from '@src/platform/deploy/use-kept-through-reload';

beforeEach(() => window.sessionStorage.clear());

function Composer({ draftKey, typed = '' }: { draftKey: string | null; typed?: string }) {
  const [draft, setDraft] = useState(typed);
  useKeptThroughReload(draftKey, draft, setDraft);
  return <input aria-label="说点什么" value={draft} onChange={(event) => setDraft(event.target.value)} />;
}

const hidePage = () => act(() => void window.dispatchEvent(new Event('pagehide')));

it('keeps what was typed when the page hides, and gives it back once after the reload', async () => {
  const before = render(<Composer draftKey="room-chat:7" />);
  const input = screen.getByRole<HTMLInputElement>('textbox');
  await act(async () => {
    input.focus();
    // As typing does: React's onChange from the input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '主队加油');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  hidePage();
  before.unmount();

  render(<Composer draftKey="room-chat:7" />);
  expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('主队加油');
  // Given once: nothing left to give a later page.
  expect(takeKept('room-chat:7')).toBeNull();
});

it('keeps nothing for an empty input, and gives a draft only to its own key', () => {
  const first = render(<Composer draftKey="room-chat:7" />);
  hidePage();
  first.unmount();
  expect(window.sessionStorage.getItem('sport-info:reload-keeps')).toBeNull();

  window.sessionStorage.setItem('sport-info:reload-keeps', JSON.stringify({ 'room-chat:8': '别的房间' }));
  render(<Composer draftKey="room-chat:7" />);
  expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('');
  expect(takeKept('room-chat:8')).toBe('别的房间');
});

it('waits for a key: an input that does not know its room yet keeps nothing', () => {
  window.sessionStorage.setItem('sport-info:reload-keeps', JSON.stringify({ 'room-chat:7': '主队加油' }));
  const { rerender } = render(<Composer draftKey={null} />);
  expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('');
  rerender(<Composer draftKey="room-chat:7" />);
  expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('主队加油');
});

it('an input that already holds text keeps it', () => {
  window.sessionStorage.setItem('sport-info:reload-keeps', JSON.stringify({ 'room-chat:7': '主队加油' }));
  render(<Composer draftKey="room-chat:7" typed="客队加油" />);
  expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('客队加油');
});

it('an input that does not know its room yet keeps nothing when the page hides', () => {
  render(<Composer draftKey={null} typed="主队加油" />);
  hidePage();
  expect(window.sessionStorage.getItem('sport-info:reload-keeps')).toBeNull();
});
