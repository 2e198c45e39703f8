/** Where a tip opens (news/components/use-tip-path.ts): the program detail on the web and in apps from 4.3.2, the older detail before. */
import { act, renderHook } from '@testing-library/react';
import { useTipPath } from '@src/domains/news/components/use-tip-path';
import { configureHttp } from '@src/platform/http/http-client';
import { useGlobalStore } from '@src/platform/global/global-store';
import { setUpAppWorld } from '@tests/support/app-world';

beforeEach(() => setUpAppWorld());
afterEach(() => configureHttp({ platform: 'web' }));

it('opens a tip on the program detail on the web', () => {
  configureHttp({ platform: 'web' });
  expect(renderHook(() => useTipPath()).result.current(12)).toBe('/program-detail/12');
});

it('opens it on the older detail in an app before 4.3.2, and follows the version the app reports later', () => {
  configureHttp({ platform: 'app' });
  act(() => useGlobalStore.setState({ appVersion: '4.3.1' }));
  const { result } = renderHook(() => useTipPath());
  expect(result.current(12)).toBe('/news/detail/12');
  act(() => useGlobalStore.setState({ appVersion: '4.3.2' }));
  expect(result.current(12)).toBe('/program-detail/12');
});
