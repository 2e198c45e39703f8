/**
 * `playwright-core` as the end-to-end files see it: the one their worker's environment loaded
 * (e2e-environment.ts), not a copy per file.
 */
module.exports = globalThis.__sharedPlaywright;
