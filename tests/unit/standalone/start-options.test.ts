/** What the standalone page's early entry decides before the app's code: the native app, and whether the page opens on the anchor home. */
import { opensAnchorHome, opensInNativeApp } from '@src/standalone/start-options';

it('opens on the anchor home at its path, with or without a closing slash, and at the root, which redirects there', () => {
  expect(opensAnchorHome('/anchor', '/anchor')).toBe(true);
  expect(opensAnchorHome('/anchor/', '/anchor')).toBe(true);
  expect(opensAnchorHome('/', '/anchor')).toBe(true);
  expect(opensAnchorHome('/anchor/detail/7', '/anchor')).toBe(false);
  expect(opensAnchorHome('/news', '/anchor')).toBe(false);
  expect(opensAnchorHome('/anchors', '/anchor')).toBe(false);
});

it("knows the native app by its user agent or by ?platform=app, and a browser's page otherwise", () => {
  const agent = jest.spyOn(navigator, 'userAgent', 'get');
  agent.mockReturnValue('Mozilla/5.0 (iPhone) SportInfoNative/3.2');
  expect(opensInNativeApp()).toBe(true);
  agent.mockReturnValue('Mozilla/5.0 (Linux; Android 14) sport-info-app');
  expect(opensInNativeApp()).toBe(true);
  agent.mockReturnValue('Mozilla/5.0 (iPhone) Safari');
  expect(opensInNativeApp()).toBe(false);
  window.history.replaceState(null, '', '/anchor?platform=app');
  try {
    expect(opensInNativeApp()).toBe(true);
  } finally {
    window.history.replaceState(null, '', '/');
    agent.mockRestore();
  }
});
