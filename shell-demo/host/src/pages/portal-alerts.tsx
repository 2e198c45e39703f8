/**
 * The portal's own page with the remote's `./alerts` mounted (outside `/sport-info`): the fan's
 * followed matches' alerts show over the home page, and the host lists the `match-alert` events it
 * received. Mounted once the page is up (idle), so the portal's first screen does not wait on the
 * remote's code; session, theme and locale reach it through `update`.
 */
import { useEffect, useRef, useState } from 'react';
import type { MatchAlertEvent } from '../../../../src/contracts/bridge-events';
import { parseRemoteEvent } from '../../../../src/contracts/bridge-remote-events';
import type { AlertsProps, Unmount } from '../../../../src/contracts/props';
import { useHostServices } from '../host-services';
import { useControls } from '../state/control-state';
import page from './page.module.css';

/** The newest alerts the host heard, newest first. */
const SHOWN_EVENTS = 5;

export function PortalAlerts() {
  const { bridge, config, loader } = useHostServices();
  const session = useControls((state) => state.session);
  const theme = useControls((state) => state.theme);
  const locale = useControls((state) => state.locale);
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<Unmount | null>(null);
  const [received, setReceived] = useState<MatchAlertEvent[]>([]);
  const props = useRef<AlertsProps>({});
  props.current = { bridge, session, theme, apiBaseUrl: config.apiBaseUrl, locale };

  useEffect(() => {
    let gone = false;
    const start = () =>
      void loader
        .alerts()
        .then((mount) => {
          if (gone || !element.current) return;
          mounted.current = mount(element.current, props.current);
        })
        .catch((error: unknown) => console.warn('[shell-demo] ./alerts 加载失败', error));
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 }) ?? window.setTimeout(start, 0);
    return () => {
      gone = true;
      window.cancelIdleCallback?.(idle);
      window.clearTimeout(idle);
      mounted.current?.();
      mounted.current = null;
    };
  }, [loader]);

  useEffect(() => mounted.current?.update({ session, theme, locale }), [session, theme, locale]);

  useEffect(() => {
    const listener = (payload: unknown) => {
      const event = parseRemoteEvent('match-alert', payload);
      if (event) setReceived((list) => [event, ...list].slice(0, SHOWN_EVENTS));
    };
    bridge.on('match-alert', listener);
    return () => void bridge.off('match-alert', listener);
  }, [bridge]);

  return (
    <section className={page.card} data-testid="host-match-alerts">
      <h2 className={page.title}>比赛提醒（./alerts）</h2>
      <div ref={element} />
      {received.length === 0 ? (
        <p className={page.muted}>登录并预约比赛后，提醒会出现在这里，也会浮在页面顶部。</p>
      ) : (
        <ul>
          {received.map((event) => (
            <li key={event.id} data-testid="host-match-alert" data-kind={event.kind} data-alert-id={event.id}>
              {event.kind} · {event.homeName} {event.homeScore}-{event.awayScore} {event.awayName}
              {event.heldForPicture ? ' · 等画面' : ''}
              {event.late ? ' · 稍早' : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
