/**
 * 省流模式, a choice of the device: in the live room, no video is downloaded and
 * the match is followed as text (score, clock, events as they come). Remembered in local storage
 * (liveRoomStorage.dataSaver), so not a domain store: reset() and logout leave a device's choice alone.
 */
import { create } from 'zustand';
import { readStored, writeStored } from '../../../../platform/storage/local-storage';
import { liveRoomStorage } from '../../live-room-storage';

interface DataSaverState {
  on: boolean;
  /** Switched on from the slow-network banner (not by hand): the room offers the video back once the network recovers. */
  forSlowNetwork: boolean;
  setDataSaver(on: boolean, forSlowNetwork?: boolean): void;
}

export const useDataSaverStore = create<DataSaverState>()((set) => ({
  on: readStored(liveRoomStorage.dataSaver) === '1',
  forSlowNetwork: false,
  setDataSaver: (on, forSlowNetwork = false) => {
    writeStored(liveRoomStorage.dataSaver, on ? '1' : '0');
    set({ on, forSlowNetwork: on && forSlowNetwork });
  },
}));
