/**
 * The element of the host's `/sport-info/*` route: the remote app, rendered inside the host's
 * router (it renders its routes relative to this one), fed with the debug controls as props.
 */
import { Suspense, use, useState } from 'react';
import { DEFAULT_BASENAME_EMBEDDED, type SportInfoAppProps } from '../../../../src/contracts/props';
import { useHostServices } from '../host-services';
import { useControls } from '../state/control-state';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-states';
import type { SportInfoAppComponent } from './sport-info-loader';

export function SportInfoRoute() {
  const { loader } = useHostServices();
  const [load, setLoad] = useState(() => loader.current());
  return (
    <RemoteErrorBoundary resetKey={load} onRetry={() => setLoad(loader.reload())}>
      <Suspense fallback={<RemoteLoading />}>
        <LoadedSportInfoApp load={load} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LoadedSportInfoApp({ load }: { load: Promise<SportInfoAppComponent> }) {
  const SportInfoApp = use(load);
  return <SportInfoApp {...useRemoteProps()} />;
}

function useRemoteProps(): SportInfoAppProps {
  const { bridge, config } = useHostServices();
  const session = useControls((state) => state.session);
  const flags = useControls((state) => state.flags);
  const platform = useControls((state) => state.platform);
  const theme = useControls((state) => state.theme);
  return {
    basename: DEFAULT_BASENAME_EMBEDDED,
    bridge,
    apiBaseUrl: config.apiBaseUrl,
    platform,
    session,
    theme,
    flags,
    locale: 'zh-CN',
  };
}
