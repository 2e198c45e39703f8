/** 省流模式, the device's choice: kept for the next visit, and whether the slow-network banner chose it. */
import { liveRoomStorage } from '@src/domains/live-room/live-room-storage';
import { useDataSaverStore } from '@src/domains/live-room/player/store/data-saver-store';
import { readStored } from '@src/platform/storage/local-storage';

const dataSaver = () => useDataSaverStore.getState();

beforeEach(() => dataSaver().setDataSaver(false));

it('keeps the choice for the next visit, switched on by hand unless the banner says otherwise', () => {
  dataSaver().setDataSaver(true);
  expect(dataSaver()).toMatchObject({ on: true, forSlowNetwork: false });
  expect(readStored(liveRoomStorage.dataSaver)).toBe('1');
  dataSaver().setDataSaver(false);
  expect(dataSaver().on).toBe(false);
  expect(readStored(liveRoomStorage.dataSaver)).toBe('0');
});

it('remembers that the slow-network banner switched it on, and forgets it once it is off', () => {
  dataSaver().setDataSaver(true, true);
  expect(dataSaver()).toMatchObject({ on: true, forSlowNetwork: true });
  dataSaver().setDataSaver(false, true);
  expect(dataSaver()).toMatchObject({ on: false, forSlowNetwork: false });
});
