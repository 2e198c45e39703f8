/** The anchor background (the room's poster, the anchor image page's backdrop): asked for once, then shared. */
import { useEffect } from 'react';
import { usePromotionStore } from './promotion-store';

/** The background's file id; null while it loads or when there is none. */
export function useAnchorBackground(): string | null {
  const load = usePromotionStore((state) => state.loadBackground);
  const imageId = usePromotionStore((state) => state.background?.imageId ?? null);
  useEffect(() => {
    void load();
  }, [load]);
  return imageId;
}
