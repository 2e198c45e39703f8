// hls.js ships no types beside its light ESM build; it is the same API minus the features we do
// not use (alternate audio, subtitles, DRM, CMCD, interstitials).
declare module 'hls.js/dist/hls.light.mjs' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
