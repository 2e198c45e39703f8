/**
 * The frame's pieces that no first screen shows: the customer-service float and the loading
 * overlay of a blocking action. They come in a chunk of their own, asked for with the late chunks
 * a few seconds after the first screen, or when an action first blocks the page
 * (domain-overlays.tsx, `LATE_FRAME`): the entry the first screen waits for does not carry them.
 */
import { useLocation } from 'react-router-dom';
import { selectIsLoading, useLoadingStore } from '../../platform/http/loading-store';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { useAnySheetOpen } from '../../ui/open-sheets';
import { findRoute, toAppPath } from '../routing/route-table';
import { useRuntimeContext } from '../runtime/runtime-context';
import { CustomerServiceFloat } from './customer-service-float';
import { useFrameStore } from './frame-store';
import { isServiceFloatShown } from './service-float-rule';

export default function LateFrame() {
  const location = useLocation();
  const { hrefPrefix } = useRuntimeContext();
  const sheetOpen = useAnySheetOpen();
  const allowedByHost = useFrameStore((state) => state.customerServiceVisible);
  const loading = useLoadingStore(selectIsLoading);
  const route = findRoute(toAppPath(location.pathname, hrefPrefix));
  const floatShown = isServiceFloatShown({
    header: route?.header === true,
    inputPadding: route?.inputPadding === true,
    sheetOpen,
    allowedByHost,
  });
  return (
    <>
      <CustomerServiceFloat shown={floatShown} />
      <LoadingOverlay visible={loading} />
    </>
  );
}
