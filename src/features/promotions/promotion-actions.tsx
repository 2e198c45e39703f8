/**
 * What a banner does when tapped, and where a pop is shown. Red, gain and the plain banners only
 * navigate (`useOpenBanner` does it here); the follow prompt and the pop dialog are the
 * provider's (promotion-dialogs.tsx, which the app mounts once around its pages and whose dialogs
 * are a chunk of their own), reached through this context. Without a provider (a page under test
 * alone) an attention banner and a pop do nothing.
 */
import { createContext, useCallback, useContext } from 'react';
import { useNavigation } from '../../platform/bridge/navigation-context';
import { linkTo } from '../../platform/domain/domain-links';
import type { Banner, FollowTarget } from './banners';

/** The gold page (the app's own): where a gain banner leads. */
export const GOLD_PAGE_PATH = '/gold-document';
/** The room's query that opens its red-envelope sheet. */
export const ENVELOPE_QUERY = 'envelope=1';

export interface PromotionDialogs {
  /** Asks the user to follow the banner's anchor or expert. */
  promptFollow(target: FollowTarget, banner: Banner): void;
  /** Shows a pop banner as a dialog (the caller has checked it was not shown today). */
  showPop(banner: Banner): void;
}

export const PromotionDialogsContext = createContext<PromotionDialogs | null>(null);

export function usePromotionDialogs(): PromotionDialogs | null {
  return useContext(PromotionDialogsContext);
}

/** The app path a banner's tap opens, or null (a follow prompt, an address, nothing). */
export function bannerPath(banner: Banner): string | null {
  const { action } = banner;
  switch (action.kind) {
    case 'anchor':
      return linkTo('live-room.room', { id: action.hostId });
    case 'envelope':
      return `${linkTo('live-room.room', { id: action.hostId })}?${ENVELOPE_QUERY}`;
    case 'gold':
      return GOLD_PAGE_PATH;
    case 'link':
      return action.target.startsWith('/') ? action.target : null;
    default:
      return null;
  }
}

/** The tap on a banner, by its type and action. */
export function useOpenBanner(): (banner: Banner) => void {
  const { go } = useNavigation();
  const dialogs = usePromotionDialogs();
  return useCallback(
    (banner: Banner) => {
      const { action } = banner;
      if (action.kind === 'follow') return dialogs?.promptFollow(action.target, banner);
      const path = bannerPath(banner);
      if (path) go({ kind: 'app', path });
      else if (action.kind === 'link') go({ kind: 'url', url: action.target });
    },
    [go, dialogs],
  );
}
