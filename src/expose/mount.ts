/**
 * The federated `./mount`: for hosts that are not React or do not share React.
 * `const unmount = mount(element, props); unmount.update(nextProps); unmount();`
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { SportInfoAppProps, Unmount } from '../contracts/props';
import SportInfoApp from './sport-info-app';

export function mount(element: Element, props: SportInfoAppProps = {}): Unmount {
  const root = createRoot(element);
  let current = props;
  root.render(createElement(SportInfoApp, current));
  let unmounted = false;
  const unmount = (() => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
  }) as Unmount;
  unmount.update = (next) => {
    if (unmounted) return;
    current = { ...current, ...next };
    root.render(createElement(SportInfoApp, current));
  };
  return unmount;
}

export default mount;
