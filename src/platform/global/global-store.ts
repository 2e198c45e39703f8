/** App-wide settings. `isAutoPlay` is the device's: kept in local storage. */
import { create } from 'zustand';
import { readStored, StorageKey, writeStored } from '../storage/local-storage';
import type { ThemeName } from '../../contracts/bridge-events';
import type { GameIcon } from '../../contracts/system';

export interface GlobalState {
  coinCode: string;
  currentTheme: ThemeName;
  /** The live room's stream starts by itself (default), or waits for a tap. */
  isAutoPlay: boolean;
  gameIconList: GameIcon[];
  /** The native app's version in app mode; empty on the web. */
  appVersion: string;
  /** Native top bar height in px (app mode), 0 on the web. */
  topBarHeight: number;
  pageVisible: boolean;
}

interface GlobalActions {
  setTheme(theme: ThemeName): void;
  setAutoPlay(isAutoPlay: boolean): void;
  setGameIconList(list: GameIcon[]): void;
  setAppVersion(version: string): void;
  setTopBarHeight(height: number): void;
  setPageVisible(visible: boolean): void;
  reset(): void;
}

export const initialGlobalState: GlobalState = {
  coinCode: 'CNY',
  currentTheme: 'normal',
  isAutoPlay: true,
  gameIconList: [],
  appVersion: '',
  topBarHeight: 0,
  pageVisible: true,
};

/** The stored choice, else the default (on). */
const storedAutoPlay = (): boolean => readStored(StorageKey.autoPlay) !== '0';

export const useGlobalStore = create<GlobalState & GlobalActions>()((set) => ({
  ...initialGlobalState,
  isAutoPlay: storedAutoPlay(),
  setTheme: (currentTheme) => set({ currentTheme }),
  setAutoPlay: (isAutoPlay) => {
    writeStored(StorageKey.autoPlay, isAutoPlay ? '1' : '0');
    set({ isAutoPlay });
  },
  setGameIconList: (gameIconList) => set({ gameIconList }),
  setAppVersion: (appVersion) => set({ appVersion }),
  setTopBarHeight: (topBarHeight) => set({ topBarHeight }),
  setPageVisible: (pageVisible) => set({ pageVisible }),
  reset: () => set({ ...initialGlobalState, isAutoPlay: storedAutoPlay() }),
}));
