/**
 * The portal's games with their icons (`gamebet/config/query {showClient: 3}` →
 * `gameIconList` of the global state). Not one of the start-up gates: the first screen never
 * waits for it. The pages that show a game (the tip's 去投注, the gold page) ask for it when
 * they are shown, once per app start; a failed answer is asked again by the next page shown,
 * and meanwhile the pages show their games without icons.
 */
import { useEffect } from 'react';
import { GAME_ICON_CLIENT, type GameIcon } from '../../contracts/system';
import { useGlobalStore } from '../global/global-store';
import { systemApi } from './system-api';
import { useFileUrl } from './use-file-url';

let inFlight: Promise<void> | null = null;

/** Asks for the game icons unless they are here or on their way. */
export function loadGameIcons(): Promise<void> {
  if (useGlobalStore.getState().gameIconList.length > 0) return Promise.resolve();
  inFlight ??= systemApi
    .gamebetConfig({ showClient: GAME_ICON_CLIENT })
    .then((list) => useGlobalStore.getState().setGameIconList(list))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The game icons, asked for when the caller is first shown. */
export function useGameIcons(): GameIcon[] {
  const list = useGlobalStore((state) => state.gameIconList);
  useEffect(() => {
    void loadGameIcons();
  }, []);
  return list;
}

/** A game's name and its icon's address. */
export interface GameIconSource {
  name: string;
  src: string | undefined;
}

/** One game (the common config's jump game, a room's match source) with its icon's address, once the list is here. */
export function useGameIcon(gameId: number): GameIconSource | undefined {
  const game = useGameIcons().find((item) => item.gameId === gameId);
  const fileUrl = useFileUrl();
  return game && { name: game.name, src: fileUrl(game.icon) };
}
