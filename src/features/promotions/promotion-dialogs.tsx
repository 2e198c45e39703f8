/**
 * The promotions' dialogs, mounted once by the app around its pages: it opens the follow prompt of an
 * attention banner and the dialog of a pop banner. The dialogs' code is a chunk of its own
 * (promotion-dialog-views.tsx), loaded when the first one opens; when it cannot load, a user who
 * tapped is told and can tap again, and a pop is left for another visit.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { notify } from '../../platform/feedback/notify';
import type { Banner, FollowTarget } from './banners';
import { PromotionDialogsContext, type PromotionDialogs } from './promotion-actions';
import { withWords, wordsNow } from '../../platform/i18n/messages';
import { uiWords } from '../../ui/ui-messages';
import type * as ViewsModule from './promotion-dialog-views';

type Views = typeof ViewsModule;
const loadViews = (): Promise<Views> =>
  withWords(import(/* webpackChunkName: "promotion-dialogs" */ './promotion-dialog-views'));

export function PromotionDialogsProvider({ children }: { children: ReactNode }) {
  const [follow, setFollow] = useState<{ target: FollowTarget; banner: Banner } | null>(null);
  const [pop, setPop] = useState<Banner | null>(null);
  const [views, setViews] = useState<Views | null>(null);
  const tapped = follow !== null;
  const wanted = tapped || pop !== null;
  useEffect(() => {
    if (!wanted || views) return;
    let current = true;
    loadViews().then(
      (loaded) => current && setViews(loaded),
      () => {
        if (!current) return;
        if (tapped) notify('fail', wordsNow(uiWords).loadFailedHint);
        setFollow(null);
        setPop(null);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, tapped, views]);
  const dialogs = useMemo<PromotionDialogs>(
    () => ({
      promptFollow: (target, banner) => setFollow({ target, banner }),
      showPop: (banner) => setPop((current) => current ?? banner),
    }),
    [],
  );
  return (
    <PromotionDialogsContext.Provider value={dialogs}>
      {children}
      {views && follow && <views.FollowPrompt {...follow} onClose={() => setFollow(null)} />}
      {views && pop && <views.PopDialog banner={pop} onClose={() => setPop(null)} />}
    </PromotionDialogsContext.Provider>
  );
}
