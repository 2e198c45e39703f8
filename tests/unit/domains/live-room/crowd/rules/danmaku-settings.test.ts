import type * as DanmakuSettingsModule from '@src/domains/live-room/crowd/rules/danmaku-settings';
import { DEFAULT_DANMAKU, readDanmakuSettings } from '@src/domains/live-room/crowd/rules/danmaku-settings';
import { freshModule } from '@tests/support/fresh-module';

describe('readDanmakuSettings', () => {
  it('gives a fan who never chose 弹幕 on, three quarters opaque, at normal speed and size, over half the picture', () => {
    // The defaults are the module's constant: read through the module loaded for this test.
    const fresh = freshModule<typeof DanmakuSettingsModule>('@src/domains/live-room/crowd/rules/danmaku-settings');
    expect(fresh.readDanmakuSettings(null)).toEqual({
      on: true,
      opacity: 0.75,
      speed: 'normal',
      fontSize: 'medium',
      area: 'half',
    });
  });

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
    expect(readDanmakuSettings(7)).toEqual(DEFAULT_DANMAKU);
  });

  it('falls back for a value of the wrong type that would pass for a setting (a string opacity, a list holding a name)', () => {
    const mistyped = { on: 'false', opacity: '0.5', speed: ['fast'], fontSize: 20, area: ['full'] };
    expect(readDanmakuSettings(mistyped)).toEqual(DEFAULT_DANMAKU);
  });

  it('keeps an opacity from 0.1 to 1, both ends included', () => {
    expect(readDanmakuSettings({ opacity: 0.1 }).opacity).toBe(0.1);
    expect(readDanmakuSettings({ opacity: 1 }).opacity).toBe(1);
    expect(readDanmakuSettings({ opacity: 0.09 }).opacity).toBe(DEFAULT_DANMAKU.opacity);
  });
});
