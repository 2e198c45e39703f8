/**
 * The element of the host's `/sport-info/*` route: the remote app, rendered inside the host's
 * router (it renders its routes relative to this one), fed with the debug controls as props.
 *
 * The load is followed in state, not suspended on (`use` in a Suspense boundary): React holds a
 * Suspense boundary's reveal until 300 ms after its fallback appeared, so the remote started up
 * to 300 ms after it had arrived — idle time on every first visit. The arrived remote is
 * revealed in a transition: its first render then runs in slices that yield to the browser,
 * instead of one long task at the moment its code has just been evaluated.
 */
import { startTransition, useEffect, useState } from 'react';
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
      <LoadedSportInfoApp load={load} />
    </RemoteErrorBoundary>
  );
}

type Outcome = { component: SportInfoAppComponent } | { error: unknown };

/** Settled loads, so that a visit after the first renders the remote at once. */
const outcomes = new WeakMap<Promise<SportInfoAppComponent>, Outcome>();

function useOutcome(load: Promise<SportInfoAppComponent>): Outcome | undefined {
  const [settled, setSettled] = useState<{ load: Promise<SportInfoAppComponent>; outcome: Outcome } | null>(null);
  useEffect(() => {
    if (outcomes.has(load)) return;
    let mounted = true;
    void load
      .then(
        (component): Outcome => ({ component }),
        (error: unknown): Outcome => ({ error }),
      )
      .then((outcome) => {
        outcomes.set(load, outcome);
        if (mounted) startTransition(() => setSettled({ load, outcome }));
      });
    return () => {
      mounted = false;
    };
  }, [load]);
  return outcomes.get(load) ?? (settled?.load === load ? settled.outcome : undefined);
}

function LoadedSportInfoApp({ load }: { load: Promise<SportInfoAppComponent> }) {
  const props = useRemoteProps();
  const outcome = useOutcome(load);
  if (!outcome) return <RemoteLoading />;
  // A failed load goes to the error boundary, whose retry starts a fresh one.
  if ('error' in outcome) throw outcome.error;
  const SportInfoApp = outcome.component;
  return <SportInfoApp {...props} />;
}

function useRemoteProps(): SportInfoAppProps {
  const { bridge, config } = useHostServices();
  const session = useControls((state) => state.session);
  const flags = useControls((state) => state.flags);
  const platform = useControls((state) => state.platform);
  const theme = useControls((state) => state.theme);
  const locale = useControls((state) => state.locale);
  return {
    basename: DEFAULT_BASENAME_EMBEDDED,
    bridge,
    apiBaseUrl: config.apiBaseUrl,
    platform,
    session,
    theme,
    flags,
    locale,
  };
}
