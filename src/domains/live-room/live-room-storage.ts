/** What the live room keeps in local storage (listed in its descriptor's `storageKeys`). */
import { domainStorageKey } from '../../platform/storage/local-storage';

export const liveRoomStorage = {
  /** 省流模式 in the live room: '1' on (no video, text live), absent or '0' off. */
  dataSaver: domainStorageKey('data-saver'),
  /** The live room's 弹幕 settings (on, opacity, speed, font size, area), JSON (rules/danmaku-settings). */
  danmaku: domainStorageKey('danmaku'),
} as const;
