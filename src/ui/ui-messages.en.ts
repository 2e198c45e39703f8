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
  refreshFailed: 'Refresh failed: showing what was loaded last',
  retry: 'Retry',
  lastUpdated: (time: string) => `Updated ${time}`,
  liveDisconnected: 'Live data disconnected',
  redEnvelope: 'Bonus',
  ruleLoading: 'Checking who may comment…',
  ruleFailed: 'Could not check who may comment. Tap to retry',
  rechargeProgress: (current: number, limit: number) => `Deposited ${current} / ${limit} yuan`,
  vipProgress: (current: number, limit: number) => `Now VIP${current} / VIP${limit} needed`,
} satisfies LocaleMessages<typeof uiCopy>;
