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
  serviceLoadFailed: 'Customer service did not open. Please try again later',
  serviceBubble: 'A perk is waiting for you. Tap to see',
  closeServiceBubble: 'Close the perk note',
  openService: 'Customer service, a new perk is waiting',
  serviceTitle: 'Customer service',
  serviceText:
    'Customer service is here 24/7. For perks, rewards and account questions, use the service centre in the app or on the website.',
  notFoundTitle: 'Page not found',
  notFoundHint: 'The page may have been removed, or the address is wrong',
  backHome: 'Back to home',
} satisfies LocaleMessages<typeof frameMessages>;
