/**
 * One way to register a push handler — `registerPushHandler` in a descriptor's `start()` — and one
 * way to reach a store that loads with its pages — its `lazyStore` handle
 * (docs/adding-a-domain.md, "Push handlers and lazily loaded stores"). Read from the sources, so a
 * handler registered from a hook, a store or a module's load fails here with its file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../support/named-files';

const root = path.resolve(__dirname, '../../..');
const sources = filesUnder(root, 'src')
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
/** The code without its comments (which may name the function). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * A domain's descriptor, and the match layer's handlers, which its descriptor registers; and the
 * alerts' feed, which `./alerts` also runs on a portal page where no descriptor starts: it holds its
 * one handler while it runs and removes it when it stops (alert-feed.ts).
 */
const REGISTERS =
  /^src\/domains\/[a-z-]+\/[a-z-]+-domain\.ts$|^src\/domains\/match\/store\/match-push-handlers\.ts$|^src\/domains\/match\/alerts\/store\/alert-feed-sources\.ts$/;

it('registers push handlers only in the descriptors (their start())', () => {
  const registering = sources
    .filter(({ text }) => /\bregisterPushHandler\(/.test(codeOf(text)))
    .map(({ file }) => file);
  expect(registering.length).toBeGreaterThan(3);
  expect(
    registering.filter((file) => file !== 'src/platform/socket/push-connection.ts' && !REGISTERS.test(file)),
  ).toEqual([]);
});

it("reaches a lazily loaded store only through its handle: a descriptor imports a store's module only inside the handle's load", () => {
  const descriptors = sources.filter(({ file }) => /-domain\.ts$/.test(file));
  expect(descriptors.length).toBeGreaterThan(5);
  const storeImports = descriptors.flatMap(({ file, text }) =>
    [...text.matchAll(/(.{0,20})import\((?:\/\*[^*]*\*\/ )?'\.\/store\/[^']+'\)/g)]
      .filter((match) => !/\.load\(\(\) => $/.test(match[1]!))
      .map((match) => `${file}: ${match[0]}`),
  );
  expect(storeImports).toEqual([]);
});
