/**
 * The manifest group: the remote is `sportInfo`, exposes what the build's federation options do
 * (`./SportInfoApp`, `./mount`, `./SportInfoApp.data` — MF 2's data-loader convention —,
 * `./bridge`, `./alerts` …), and
 * shares the README's singletons at versions within this repository's ranges (package.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteFederationOptions } from '../build-plugins/federation-options';
import { Checks, assert } from './types';

/** README "The federation contract": the shared singletons. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
] as const;
/** What the default container exposes: the build's own list, so a new expose is checked from its first build. */
export const EXPOSED_MODULES: readonly string[] = Object.keys(
  remoteFederationOptions('production', false).exposes ?? {},
);

interface Manifest {
  name?: unknown;
  exposes?: { path?: unknown; name?: unknown }[];
  shared?: { name?: unknown; version?: unknown; singleton?: unknown }[];
}

/** The range each singleton must satisfy: the package.json dependency of its package. */
export function sharedRanges(root: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const ranges: Record<string, string> = {};
  for (const name of SHARED_SINGLETONS) {
    const range = pkg.dependencies[name.split('/')[0]!];
    if (range) ranges[name] = range;
  }
  return ranges;
}

const parts = (version: string): number[] | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/** `^x.y.z`, `~x.y.z` or an exact version (what package.json uses here). */
export function satisfies(version: string, range: string): boolean {
  const have = parts(version);
  const want = parts(range.replace(/^[\^~=]/, ''));
  if (!have || !want) return false;
  const [major, minor, patch] = have as [number, number, number];
  const [wMajor, wMinor, wPatch] = want as [number, number, number];
  const atLeast = major > wMajor || (major === wMajor && (minor > wMinor || (minor === wMinor && patch >= wPatch)));
  if (!atLeast) return false;
  if (range.startsWith('^'))
    return wMajor > 0 ? major === wMajor : minor === wMinor && (wMinor > 0 || patch === wPatch);
  if (range.startsWith('~')) return major === wMajor && minor === wMinor;
  return major === wMajor && minor === wMinor && patch === wPatch;
}

export async function checkManifest(manifestUrl: string, root: string): Promise<Checks> {
  const checks = new Checks('manifest');
  let manifest: Manifest;
  try {
    const response = await fetch(manifestUrl);
    assert(response.ok, `HTTP ${response.status}`);
    manifest = (await response.json()) as Manifest;
    checks.pass('fetched', manifestUrl);
  } catch (error) {
    checks.fail('fetched', `${manifestUrl}: ${error instanceof Error ? error.message : String(error)}`);
    return checks;
  }
  checks.expect('name is sportInfo', manifest.name === 'sportInfo', `name: ${JSON.stringify(manifest.name)}`);
  const exposed = (manifest.exposes ?? []).map((entry) => String(entry.path ?? `./${String(entry.name)}`));
  for (const module of EXPOSED_MODULES) {
    checks.expect(
      `exposes ${module}`,
      exposed.includes(module),
      exposed.includes(module) ? '' : `missing; exposes: ${exposed.join(', ') || 'none'}`,
    );
  }
  const ranges = sharedRanges(root);
  for (const name of SHARED_SINGLETONS) {
    const entry = (manifest.shared ?? []).find((shared) => shared.name === name);
    const range = ranges[name] ?? '*';
    if (!entry) {
      checks.fail(`shares ${name}`, "not in the manifest's shared list");
      continue;
    }
    const version = String(entry.version ?? '');
    const problems = [
      ...(entry.singleton === true ? [] : ['not a singleton']),
      ...(range === '*' || satisfies(version, range) ? [] : [`version ${version} outside ${range}`]),
    ];
    checks.expect(
      `shares ${name}`,
      problems.length === 0,
      problems.length === 0 ? `${version} (singleton, ${range})` : problems.join('; '),
    );
  }
  return checks;
}
