/**
 * The spec's device type code (0 desktop, 1 web mobile, 2 android, 3 ios): the native app by the
 * OS it names, the web by the screen it runs on.
 */
import { DeviceType, OsType } from '@src/contracts/http';
import { detectDeviceType } from '@src/platform/device/device-type';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

describe('the web', () => {
  it.each([
    ['an iPhone', IPHONE, 5],
    ['an Android phone', ANDROID, 5],
    ['an iPad asking for the desktop site', IPAD_AS_MAC, 5],
  ])('%s is web mobile (1)', (_, userAgent, maxTouchPoints) => {
    expect(detectDeviceType('web', OsType.Default, { userAgent, maxTouchPoints })).toBe(DeviceType.WebMobile);
  });

  it.each([
    ['a Windows desktop', WINDOWS, 0],
    ['a Mac', IPAD_AS_MAC, 0],
  ])('%s is desktop (0)', (_, userAgent, maxTouchPoints) => {
    expect(detectDeviceType('web', OsType.Default, { userAgent, maxTouchPoints })).toBe(DeviceType.Desktop);
  });

  it('a phone browser stays web mobile whatever its OS (the os-type header says that)', () => {
    expect(detectDeviceType('web', OsType.Android, { userAgent: ANDROID, maxTouchPoints: 5 })).toBe(
      DeviceType.WebMobile,
    );
  });
});

describe('the native app', () => {
  it('is android (2) or ios (3) by the OS it names; an app that names neither counts as a phone’s web (1)', () => {
    const hints = { userAgent: 'sport-info-app', maxTouchPoints: 5 };
    expect(detectDeviceType('app', OsType.Android, hints)).toBe(DeviceType.Android);
    expect(detectDeviceType('app', OsType.Ios, hints)).toBe(DeviceType.Ios);
    expect(detectDeviceType('app', OsType.Default, hints)).toBe(DeviceType.WebMobile);
  });
});
