/**
 * The player's code, loaded once for the whole page: the "live-player" chunk, and with it the
 * engine this browser will most likely play with (hls.js, or mpegts.js where only
 * ManagedMediaSource plays flv first). The room starts it at the tap, beside its page
 * chunk and its call, instead of after the call has answered and the player has rendered. A
 * module without styles or React, so the anchor home can start it without carrying the player's
 * CSS. A failed load is asked for again at the next call (lazy-live-player retries it).
 */
import type { ComponentType } from 'react';
import { withWords } from '../../../../platform/i18n/messages';
import type { LivePlayerProps } from './live-player-props';

type PlayerModule = { default: ComponentType<LivePlayerProps>; warmLikelyEngine(): Promise<void> };

let loading: Promise<PlayerModule> | null = null;

export function loadPlayerModule(): Promise<PlayerModule> {
  return (loading ??= withWords(import(/* webpackChunkName: "live-player" */ './live-player')).catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Starts the player's code and its likely engine's; errors are left to the player's own load. */
export function warmPlayer(): void {
  loadPlayerModule()
    .then((module) => module.warmLikelyEngine())
    .catch(() => undefined);
}
