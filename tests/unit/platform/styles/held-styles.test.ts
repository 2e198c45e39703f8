import { holdStyles, REMOTE_STYLE_OWNER, STYLE_OWNER_ATTRIBUTE } from '@src/platform/styles/held-styles';

const addStyle = (owner: string): HTMLStyleElement => {
  const style = document.createElement('style');
  style.setAttribute(STYLE_OWNER_ATTRIBUTE, owner);
  document.head.append(style);
  return style;
};

it("keeps the remote's styles in the document while an instance is mounted, and only its own", () => {
  const ours = addStyle(REMOTE_STYLE_OWNER);
  const hosts = addStyle('sd');
  const first = holdStyles();
  const second = holdStyles();
  first();
  first();
  expect(ours.isConnected).toBe(true);
  second();
  expect(ours.isConnected).toBe(false);
  expect(hosts.isConnected).toBe(true);
  const again = holdStyles();
  expect(ours.isConnected).toBe(true);
  again();
  expect(document.querySelectorAll(`style[${STYLE_OWNER_ATTRIBUTE}="${REMOTE_STYLE_OWNER}"]`)).toHaveLength(0);
});

it('sets aside the CSS a late module puts in after the last unmount, and brings it back with the rest', async () => {
  const release = holdStyles();
  release();
  const late = addStyle(REMOTE_STYLE_OWNER);
  const hosts = addStyle('sd');
  // The observer runs as a microtask after the insertion.
  await Promise.resolve();
  expect(late.isConnected).toBe(false);
  expect(hosts.isConnected).toBe(true);
  const again = holdStyles();
  expect(late.isConnected).toBe(true);
  // Mounted, a module's CSS stays where it is put.
  const mounted = addStyle(REMOTE_STYLE_OWNER);
  await Promise.resolve();
  expect(mounted.isConnected).toBe(true);
  again();
  expect(document.querySelectorAll(`style[${STYLE_OWNER_ATTRIBUTE}="${REMOTE_STYLE_OWNER}"]`)).toHaveLength(0);
});
