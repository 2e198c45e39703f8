/** The anchor home's pages of anchors: the dot of the page more than half in the strip is lit. */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Streamer } from '@src/contracts/anchors';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { AnchorGroups } from '@src/domains/anchors/components/anchor-groups';
import { setUpAppWorld } from '@tests/support/app-world';
import { withFakeIntersectionObserver } from '@tests/support/fake-intersection-observer';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { streamer } from '../support/fixtures';

const observersMade = withFakeIntersectionObserver();

beforeEach(() => setUpAppWorld());

const shown = (streamers: readonly Streamer[]) => (
  <MemoryRouter>
    <NavigationContext.Provider value={fakeNavigation()}>
      <AnchorGroups streamers={streamers} />
    </NavigationContext.Provider>
  </MemoryRouter>
);

it('lights the dot of the page the observer reports more than half in the strip, and observes the pages anew when one comes', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => streamer({ id: index + 1 }));
  const { container, rerender } = render(shown(many(20)));
  const lit = () =>
    Array.from(container.querySelectorAll('[aria-hidden] > span')).findIndex((dot) => dot.className.includes('active'));
  const strip = container.querySelector('ul')!.parentElement!;
  const observer = observersMade().at(-1)!;
  expect([...observer.targets]).toEqual(Array.from(strip.children));
  expect(lit()).toBe(0);

  act(() => observer.report([{ target: strip.children[2]!, intersectionRatio: 0.7 }]));
  expect(lit()).toBe(2);

  // Live counts change the anchors, not the pages: the same observer.
  rerender(shown(many(20).map((one) => ({ ...one, watcherCount: one.watcherCount + 1 }))));
  expect(observersMade().at(-1)).toBe(observer);
  rerender(shown(many(30)));
  expect(observer.connected).toBe(false);
  expect([...observersMade().at(-1)!.targets]).toHaveLength(strip.children.length);
});
