/**
 * The spec's device type code (`device-type` header): 0 desktop, 1 web mobile, 2 android, 3 ios.
 * Our reading: 2 and 3 are the native app on that OS (as its `getNativeInfo` names it; an app that
 * names neither counts as a phone's browser, 1); the web is 1 on a phone or tablet, 0 on a
 * desktop — the OS of a phone's browser is the os-type header's to say.
 */
import { DeviceType, OsType, type DeviceTypeCode } from '../../contracts/http';

export interface DeviceHints {
  userAgent: string;
  /** `navigator.maxTouchPoints`: an iPad asks for the desktop site with a Mac's user agent, but has a touch screen. */
  maxTouchPoints: number;
}

const MOBILE_AGENT = /mobi|android|iphone|ipad|ipod|harmonyos|windows phone/i;

export function detectDeviceType(platform: 'web' | 'app', osType: number, hints: DeviceHints): DeviceTypeCode {
  if (platform === 'app') {
    if (osType === OsType.Android) return DeviceType.Android;
    if (osType === OsType.Ios) return DeviceType.Ios;
    return DeviceType.WebMobile;
  }
  const tabletAsDesktop = /macintosh/i.test(hints.userAgent) && hints.maxTouchPoints > 1;
  return MOBILE_AGENT.test(hints.userAgent) || tabletAsDesktop ? DeviceType.WebMobile : DeviceType.Desktop;
}

/** This browser's hints. */
export const deviceHints = (): DeviceHints => ({
  userAgent: navigator.userAgent,
  maxTouchPoints: navigator.maxTouchPoints ?? 0,
});
