/** The room's stream as the engines are given it, in each format, and the clock the player tests start at. */
export const M3U8 = 'http://localhost:3100/live/7/index.m3u8';
export const FLV = 'http://localhost:3100/live/7.flv';
export const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
