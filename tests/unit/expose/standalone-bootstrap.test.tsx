/**
 * The standalone entry's stages: React DOM is evaluated after the domain list has gone out, not
 * with the entry (whose task is also the one that preloads the page's code at DOMContentLoaded).
 */
const order: string[] = [];

jest.mock('react-dom/client', () => {
  order.push('react-dom evaluated');
  return { createRoot: () => ({ render: () => order.push('rendered') }) };
});
jest.mock('../../../src/app/runtime/early-start', () => ({
  startEarly: () => {
    order.push('domain list sent');
    return { domainListSent: Promise.resolve() };
  },
}));
jest.mock('../../../src/expose/sport-info-app', () => ({ __esModule: true, default: () => null }));

it('sends the domain list before React DOM is evaluated, and renders after both', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  await jest.isolateModulesAsync(async () => {
    await import('../../../src/standalone/bootstrap');
  });
  expect(order).toEqual([]);
  await new Promise<void>((resolve) => {
    const check = () => (order.includes('rendered') ? resolve() : setTimeout(check, 1));
    check();
  });
  expect(order).toEqual(['domain list sent', 'react-dom evaluated', 'rendered']);
});
