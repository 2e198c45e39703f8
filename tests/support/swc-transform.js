/**
 * Jest's transform for TypeScript, TSX and the ES modules it compiles (qs-esm): @swc/core, the
 * compiler the builds use, to CommonJS. It does what ts-jest with `isolatedModules` did (one file
 * at a time, types dropped, no type check: `npm run typecheck` checks), ~8 times cheaper: jest's
 * own transformer took 19.4 s of CPU for the repository's 1,296 TypeScript files through ts-jest
 * and 2.5 s through this, cold; a clean run of the unit, integration and contract projects makes
 * 1,740 transforms. Cold, ts-jest also compiled a lazily imported page inside a test's wait for
 * it (tests/unit/app/frame.test.tsx's euro flag failed so). @swc/jest would do this; it is not a
 * dependency.
 *
 * Two things swc does otherwise than TypeScript, made the same: `jest.mock` calls go above the
 * imports (swc's jest pass, as @swc/jest turns it on), and the getters that export a module's
 * bindings are configurable, so that `jest.spyOn(module, 'name')` can replace one, as it could
 * replace TypeScript's `exports.name = …`.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync, version } = require('@swc/core');

const OWN_SOURCE = readFileSync(__filename);

/** swc's export getters (`Object.defineProperty(exports, "x", { enumerable: true, get … })`). */
const EXPORT_GETTER = /(Object\.defineProperty\((?:exports|target|to), (?:name|k|"[^"]+"), \{\s*enumerable: true,)/g;

function optionsFor(filename) {
  const typescript = /\.tsx?$/.test(filename);
  return {
    filename,
    sourceMaps: true,
    // The source's own text in the map: stack traces and failures point into the TypeScript.
    inlineSourcesContent: true,
    swcrc: false,
    configFile: false,
    jsc: {
      parser: typescript
        ? { syntax: 'typescript', tsx: filename.endsWith('.tsx') }
        : { syntax: 'ecmascript', jsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' }, hidden: { jest: true } },
    },
    module: { type: 'commonjs' },
  };
}

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, optionsFor(filename));
    return { code: code.replace(EXPORT_GETTER, '$1 configurable: true,'), map };
  },
  getCacheKey(source, filename, { configString }) {
    return createHash('sha256')
      .update(version)
      .update(OWN_SOURCE)
      .update(configString)
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
