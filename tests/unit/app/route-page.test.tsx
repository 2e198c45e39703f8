/**
 * The route page's chunk: a page whose chunk is on its way is shown by the route
 * page's own state update when it arrives (not by the Suspense boundary's retry, which React
 * holds until 300 ms after the fallback appeared); one whose chunk has arrived renders at once.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { RoutePage } from '@src/app/frame/route-page';
import type { PageModule, RouteEntry } from '@src/app/routing/route-table';
import { deferred } from '@tests/support/app-world';

function routeWith(id: string, load: () => Promise<PageModule>): RouteEntry {
  return { id, pattern: `/${id}`, header: false, keepAlive: false, load };
}

const Page = () => <p>页面内容</p>;

it('shows the skeleton while the chunk is on its way, the page when it arrives', async () => {
  const chunk = deferred<PageModule>();
  const load = jest.fn(() => chunk.promise);
  render(<RoutePage route={routeWith('late-page', load)} />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('页面内容')).toBeNull();
  await act(async () => chunk.resolve({ default: Page }));
  expect(await screen.findByText('页面内容')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("shows the new route's page when the route changes in place, not the one the last route loaded", async () => {
  const Other = () => <p>另一个页面</p>;
  const { rerender } = render(<RoutePage route={routeWith('first-page', () => Promise.resolve({ default: Page }))} />);
  expect(await screen.findByText('页面内容')).toBeInTheDocument();
  rerender(<RoutePage route={routeWith('second-page', () => Promise.resolve({ default: Other }))} />);
  expect(await screen.findByText('另一个页面')).toBeInTheDocument();
  expect(screen.queryByText('页面内容')).toBeNull();
});

it("shows a late chunk's page when it arrives, not 300 ms after the skeleton appeared", async () => {
  // Outside act(): React flushes fallbacks at once inside it, and the hold is what is tested.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    const chunk = deferred<PageModule>();
    // As the router navigates: the new route renders in a transition.
    startTransition(() => root.render(<RoutePage route={routeWith('throttled-page', () => chunk.promise)} />));
    await until(() => container.querySelector('[role="status"]') !== null);
    const resolvedAt = performance.now();
    chunk.resolve({ default: Page });
    await until(() => container.textContent?.includes('页面内容') === true);
    // React's own retry of the boundary would hold the page until 300 ms after the skeleton.
    expect(performance.now() - resolvedAt).toBeLessThan(250);
  } finally {
    root.unmount();
    container.remove();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

it('renders a page whose chunk has arrived at once, without the skeleton', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Page }));
  const first = render(<RoutePage route={routeWith('known-page', load)} />);
  await screen.findByText('页面内容');
  first.unmount();
  // A later visit: the first render already holds the page (no fallback was committed).
  render(<RoutePage route={routeWith('known-page', load)} />);
  expect(screen.getByText('页面内容')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});
