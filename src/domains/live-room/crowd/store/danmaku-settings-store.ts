/**
 * The 弹幕 settings, a choice of the device (liveRoomStorage.danmaku): kept in local storage, so
 * not a domain store — reset() and logout leave them alone, as 省流模式.
 */
import { create } from 'zustand';
import { readStoredJson, writeStored } from '../../../../platform/storage/local-storage';
import { liveRoomStorage } from '../../live-room-storage';
import { readDanmakuSettings, type DanmakuSettings } from '../rules/danmaku-settings';

interface DanmakuSettingsState {
  settings: DanmakuSettings;
  change(next: Partial<DanmakuSettings>): void;
}

export const useDanmakuSettings = create<DanmakuSettingsState>()((set, get) => ({
  settings: readStoredJson(liveRoomStorage.danmaku, readDanmakuSettings) ?? readDanmakuSettings(null),
  change: (next) => {
    const settings = { ...get().settings, ...next };
    writeStored(liveRoomStorage.danmaku, JSON.stringify(settings));
    set({ settings });
  },
}));
