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
