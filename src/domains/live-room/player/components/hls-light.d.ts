// hls.js ships no types beside its light ESM build; it is the same API minus the features we do
// not use (alternate audio, subtitles, DRM, CMCD, interstitials).
declare module 'hls.js/dist/hls.light.mjs' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}

// The transmuxer's worker script, emitted as a file (webpack's `?url` rule): its address.
declare module 'hls.js/dist/hls.worker.js?url' {
  const url: string;
  export default url;
}
