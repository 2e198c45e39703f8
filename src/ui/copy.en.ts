import type { LocaleMessages } from '../platform/i18n/messages';
import type { uiCopy } from './copy';

export default {
  back: 'Back',
  loading: 'Loading',
  empty: 'Nothing here yet',
  loadFailed: 'Could not load',
  loadFailedHint: 'The network is slow. Please try again later',
  notFound: 'Not found',
  notFoundHint: 'The link may have expired, or the content was removed',
  retry: 'Retry',
  lastUpdated: (time: string) => `Updated ${time}`,
  liveDisconnected: 'Live data disconnected',
  redEnvelope: 'Bonus',
} satisfies LocaleMessages<typeof uiCopy>;
