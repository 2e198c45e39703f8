/** Where the apps are downloaded: on the hosts the runtime allows (download-hosts.ts). */
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
