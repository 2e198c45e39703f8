import { DEFAULT_DANMAKU, readDanmakuSettings } from '@src/domains/anchors/rules/danmaku-settings';

describe('readDanmakuSettings', () => {
  it('reads what the device kept', () => {
    const kept = { on: false, opacity: 0.5, speed: 'fast', fontSize: 'large', area: 'full' };
    expect(readDanmakuSettings(kept)).toEqual(kept);
  });

  it('falls back field by field for what it does not know', () => {
    expect(readDanmakuSettings({ on: false, speed: 'warp', opacity: 7, area: 'toString' })).toEqual({
      ...DEFAULT_DANMAKU,
      on: false,
    });
    expect(readDanmakuSettings(null)).toEqual(DEFAULT_DANMAKU);
    expect(readDanmakuSettings('on')).toEqual(DEFAULT_DANMAKU);
  });
});
