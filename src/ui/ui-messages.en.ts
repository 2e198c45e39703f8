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
  countdownDays: (days: number) => `${days}d`,
  retry: 'Retry',
  lastUpdated: (time: string) => `Updated ${time}`,
  liveDisconnected: 'Live data disconnected',
  redEnvelope: 'Bonus',
  live: 'Live',
  cancel: 'Cancel',
  close: 'Close',
  toBeDecided: 'TBD',
  pickDate: 'Pick a date',
  pullToRefresh: 'Pull to refresh',
  releaseToRefresh: 'Release to refresh',
  refreshing: 'Refreshing…',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Could not load. Tap to retry',
  noMore: 'No more',
  loadMore: 'Load more',
} satisfies LocaleMessages<typeof uiCopy>;
