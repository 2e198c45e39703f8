/**
 * Adds to package-lock.json the other platforms' optional binaries (@rspack/binding-*,
 * @swc/core-*, @unrs/resolver-binding-*) that `npm ci` requires but this machine's registry
 * mirror does not serve, so `npm install` leaves them out and `npm ci` then refuses the lock
 * ("Missing: … from lock file"). Each entry carries its os/cpu/libc, so npm never fetches it
 * here; on the platform it is for, npm fetches it by name and version.
 *   npx tsx scripts/complete-lock.ts   (after any `npm install` that rewrote the lock)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = Record<string, unknown> & {
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
  license?: string;
};
const lockPath = 'package-lock.json';

function missingFromLock(): string[] {
  let output = '';
  try {
    execFileSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr ?? '');
  }
  return [...output.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((match) => match[1]!);
}

const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];
const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];

const missing = missingFromLock();
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
for (const name of missing) {
  const parent = Object.values(lock.packages).find((entry) => entry.optionalDependencies?.[name]);
  if (!parent) throw new Error(`no package in the lock names ${name} as optional`);
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  lock.packages[`node_modules/${name}`] = {
    version: parent.optionalDependencies![name]!.replace(/^[\^~=]/, ''),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(parent.dev ? { dev: true } : {}),
    ...(os === 'linux' ? { libc: [name.includes('musl') ? 'musl' : 'glibc'] } : {}),
    license: parent.license,
    optional: true,
    ...(os ? { os: [os] } : {}),
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
const left = missingFromLock();
console.log(
  `added ${missing.length} entries; npm ci ${left.length === 0 ? 'accepts the lock' : `still misses ${left.join(', ')}`}`,
);
process.exitCode = left.length === 0 ? 0 : 1;
