import type { LocaleMessages } from '../../platform/i18n/messages';
import type { frameMessages } from './frame-messages.zh-cn';

export default {
  channels: 'Channels',
  appTitle: 'Sports',
  pageCrashed: 'Something went wrong',
  pageCrashedHint: 'This page ran into a problem. Please retry',
  pageLoadFailed: 'Page did not load',
  pageLoadFailedHint: 'The network is slow and the page did not load',
  serviceDown: 'Service unavailable',
  newVersion: 'A new version is out',
  newVersionPageHint: 'Refresh to open this page',
  reload: 'Refresh',
} satisfies LocaleMessages<typeof frameMessages>;
