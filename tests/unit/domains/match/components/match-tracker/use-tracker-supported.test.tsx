/**
 * Whether a row may offer 动画直播: the first row that could asks the backend once, with its match,
 * and offers it once the backend answered; a backend without the tracker never offers it.
 */
import { act, renderHook } from '@testing-library/react';
import { matchTrackerApi } from '@src/domains/match/api/match-tracker-api';
import { useTrackerSupported } from '@src/domains/match/components/match-tracker/use-tracker-supported';
import { useTrackerStore } from '@src/domains/match/store/tracker-store';
import { HttpError } from '@src/platform/http/http-error';
import { setUpAppWorld } from '@tests/support/app-world';

jest.mock('@src/domains/match/api/match-tracker-api', () => ({ matchTrackerApi: { snapshot: jest.fn() } }));
const trackerMock = jest.mocked(matchTrackerApi.snapshot);

beforeEach(() => {
  setUpAppWorld();
  trackerMock.mockReset();
});

it('asks once with its match, and offers the tracker once the backend answered', async () => {
  trackerMock.mockResolvedValue({ matchId: 7, sport: 'football', states: [], shots: [], nextSeq: 1 });
  const { result } = renderHook(() => useTrackerSupported(7));
  expect(result.current).toBe(false);
  await act(() => Promise.resolve());
  expect(trackerMock.mock.calls).toEqual([[{ matchId: 7 }]]);
  expect(result.current).toBe(true);
});

it('a backend without the tracker: never offered, and not asked again', async () => {
  trackerMock.mockRejectedValue(new HttpError('api', '接口不存在', 404, '/api/forehead/match/tracker'));
  const first = renderHook(() => useTrackerSupported(7));
  await act(() => Promise.resolve());
  expect(first.result.current).toBe(false);
  renderHook(() => useTrackerSupported(8));
  expect(trackerMock).toHaveBeenCalledTimes(1);
  expect(useTrackerStore.getState().availability).toBe('unavailable');
});

it('an answer that said nothing (the network): the row asks again when it shows another match', async () => {
  trackerMock.mockRejectedValueOnce(new HttpError('network', '网络异常'));
  const { rerender, result } = renderHook(({ id }) => useTrackerSupported(id), { initialProps: { id: 7 } });
  await act(() => Promise.resolve());
  trackerMock.mockResolvedValue({ matchId: 8, sport: 'football', states: [], shots: [], nextSeq: 1 });
  rerender({ id: 8 });
  await act(() => Promise.resolve());
  expect(trackerMock.mock.calls).toEqual([[{ matchId: 7 }], [{ matchId: 8 }]]);
  expect(result.current).toBe(true);
});
