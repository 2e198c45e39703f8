/**
 * Where the apps are downloaded. The spec has an allowed host list of 4 hosts without their
 * values: ours is the host's `allowedHosts` prop (the portal names its own) and these two
 * download hosts, which the runtime adds so that the download pages work under any host — no
 * four values are invented.
 */
export interface DownloadLinks {
  ios: string;
  android: string;
}

export const SPORT_APP_LINKS: DownloadLinks = {
  ios: 'https://apps.apple.com/cn/app/id6449910001',
  android: 'https://download.sport-info.app/android/sport-info-latest.apk',
};

export const ANCHOR_APP_LINKS: DownloadLinks = {
  ios: 'https://apps.apple.com/cn/app/id6449910002',
  android: 'https://download.sport-info.app/android/sport-info-anchor-latest.apk',
};

export const DOWNLOAD_HOSTS = ['apps.apple.com', 'download.sport-info.app'];
