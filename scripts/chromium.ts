/** Where the system Chromium is (CHROME_PATH, else the OS package's path), and how to launch it here. */
import { existsSync } from 'node:fs';

export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/**
 * The browser the end-to-end tests drive: Chromium's headless shell (the OS package
 * `chromium-headless-shell`: the same Blink and V8 as `chromium`, without the desktop browser
 * around them) where it is installed, else chromiumPath(); CHROME_PATH still wins. The journeys'
 * phase is bound by Chromium's CPU, and the shell spent 16–22 % less of it for the same files
 * (docs/testing.md, "The test run's time"). The bench and the contract kit keep the full browser.
 */
export function testChromiumPath(): string | undefined {
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env.CHROME_PATH || !existsSync(shell) ? chromiumPath() : shell;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
