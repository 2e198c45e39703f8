// Stands in for axios's walk of every merged request config in search of a circular reference
// (core/assertParamsAcyclic.js) in the browser builds. The app's configs are flat literals of
// src/platform/http/http-client.ts — headers, an encoded body, an AbortSignal, no params object —
// which cannot hold a cycle; with the option validator (axios-option-checks-absent.js) the checks
// were 0.5 KB gzip of the first screen.
export default () => undefined;
