/**
 * The page's feed of alerts, as the in-app alert and `./alerts` start it (view/alert-presenters.ts
 * makes one per page): the data half's AlertFeed on the app's sources, watching the stream the
 * fan has on screen (the live room's, store/watched-stream.ts), opening the room of a streamer
 * live on the match (streamed-matches.ts), and following the settings as the fan changes them.
 */
import type { AlertSource } from './alert-types';
import { onAlertSettingsChange } from './alert-settings-changes';
import { AlertFeed } from './store/alert-feed';
import { appAlertSources } from './store/alert-feed-sources';
import { streamedMatchOf } from './streamed-matches';
import { useLiveMatchStore } from '../store/live-match-store';
import { onWatchedStreamChange, watchedStream } from '../store/watched-stream';

export function createPageAlertFeed(): AlertSource {
  const feed = new AlertFeed(
    appAlertSources({
      watching: () => {
        const stream = watchedStream();
        if (!stream) return null;
        return {
          matchId: stream.matchId,
          playhead: { now: useLiveMatchStore.getState().serverNow(), delayMs: stream.delayMs },
        };
      },
      streamedMatch: streamedMatchOf,
    }),
  );
  let stops: (() => void)[] = [];
  return {
    onAlert: (listener) => feed.onAlert(listener),
    start: () => {
      stops = [
        onAlertSettingsChange((settings) => feed.updateSettings(settings)),
        // The fan starts or stops watching: what waits for the picture is looked at again now.
        onWatchedStreamChange(() => feed.watchingChanged()),
      ];
      feed.start();
    },
    stop: () => {
      stops.forEach((stop) => stop());
      stops = [];
      feed.stop();
    },
  };
}
