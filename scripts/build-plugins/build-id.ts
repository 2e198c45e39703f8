/**
 * The id of this build (src/contracts/deployment.ts): the same for the three compilations of one
 * `webpack` run, different for every run — `SPORT_INFO_BUILD_ID` when the deploy pipeline names
 * it (a commit, a release tag), else the package's version and the time of the build. It goes
 * into both manifests' `metaData.buildId` and, as `__SPORT_INFO_BUILD_ID__`, into the app, which
 * compares the two to tell a deploy of ours from a network fault.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };

const stamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

let current: string | null = null;

export function buildId(): string {
  current ??= process.env.SPORT_INFO_BUILD_ID?.trim() || `${pkg.version}+${stamp(new Date())}`;
  return current;
}
