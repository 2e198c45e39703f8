import { act, fireEvent, render, screen } from '@testing-library/react';
import { InfiniteList, type InfiniteListProps } from '../../../src/ui/infinite-list';
import {
  latestConnected,
  removeFakeIntersectionObserver,
  withFakeIntersectionObserver,
} from '@tests/support/fake-intersection-observer';

interface Row {
  id: number;
  name: string;
}

const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `行 ${from + index}` }));

function renderList(props: Partial<InfiniteListProps<Row>> = {}) {
  const merged: InfiniteListProps<Row> = {
    items: rows(3),
    keyOf: (row) => row.id,
    renderItem: (row) => <span>{row.name}</span>,
    ...props,
  };
  const view = render(<InfiniteList {...merged} />);
  return {
    ...view,
    rerenderWith: (next: Partial<InfiniteListProps<Row>>) => view.rerender(<InfiniteList {...merged} {...next} />),
  };
}

describe('InfiniteList', () => {
  withFakeIntersectionObserver();

  it('renders rows with renderItem inside a list', () => {
    renderList({ ariaLabel: '主播列表' });
    const list = screen.getByRole('list', { name: '主播列表' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveTextContent('行 1行 2行 3');
  });

  it('windowed: renders the rows near the viewport of a long feed, and still asks for the next page at its end', () => {
    const onLoadMore = jest.fn();
    // jsdom lays nothing out: each row keeps its estimate in the 768 px window.
    renderList({ items: rows(200), windowed: { estimateHeight: 100 }, ariaLabel: '爆料', onLoadMore });
    const shown = screen.getAllByRole('listitem');
    expect(shown.length).toBeLessThan(20);
    expect(shown[0]).toHaveAttribute('aria-setsize', '200');
    expect(screen.getByRole('list', { name: '爆料' })).toHaveStyle({ height: '20000px' });
    act(() => latestConnected()!.reportAll(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks for the next page once when the sentinel near the end comes into view', () => {
    const onLoadMore = jest.fn();
    const { rerenderWith } = renderList({ onLoadMore });
    const observer = latestConnected()!;
    act(() => observer.reportAll(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => observer.reportAll(true));
    act(() => observer.reportAll(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // While the page loads: a spinner footer, and nobody watches the sentinel.
    rerenderWith({ onLoadMore, isLoading: true });
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    expect(latestConnected()).toBeUndefined();

    // The page arrived but the end is still in view: keep loading.
    rerenderWith({ onLoadMore, items: rows(6), isLoading: false });
    act(() => latestConnected()!.reportAll(true));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('says 没有更多了 on the last page and stops asking', () => {
    const onLoadMore = jest.fn();
    renderList({ onLoadMore, isLastPage: true });
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(latestConnected()).toBeUndefined();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('offers 加载失败，点击重试 after a failed page, and retries on tap', () => {
    const onLoadMore = jest.fn();
    const onRetry = jest.fn();
    const { rerenderWith } = renderList({ onLoadMore, error: true });
    expect(latestConnected()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerenderWith({ onLoadMore, onRetry, error: true });
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows while the first page loads, then the empty state', () => {
    const { rerenderWith } = renderList({ items: [], isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    rerenderWith({ items: [], isLoading: false, isLastPage: true });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();

    rerenderWith({ items: [], isLoading: false, empty: <p>还没有关注的主播</p> });
    expect(screen.getByText('还没有关注的主播')).toBeInTheDocument();
  });

  it('shows an error state with retry when the first page fails', () => {
    const onLoadMore = jest.fn();
    renderList({ items: [], error: true, onLoadMore });
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 加载更多 button where IntersectionObserver is missing', () => {
    removeFakeIntersectionObserver();
    const onLoadMore = jest.fn();
    renderList({ onLoadMore });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  describe('pull to refresh', () => {
    const touch = (y: number, x = 10) => ({ touches: [{ clientX: x, clientY: y }] });

    it('goes 下拉刷新 → 释放刷新 → 刷新中… and calls onRefresh once', async () => {
      let finish: () => void = () => undefined;
      const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const { container } = renderList({ onRefresh });
      const root = container.firstElementChild!;

      fireEvent.touchStart(root, touch(100));
      fireEvent.touchMove(root, touch(140));
      expect(screen.getByText('下拉刷新')).toBeInTheDocument();
      fireEvent.touchMove(root, touch(260));
      expect(screen.getByText('释放刷新')).toBeInTheDocument();
      fireEvent.touchEnd(root, { touches: [] });
      expect(screen.getByText('刷新中…')).toBeInTheDocument();
      expect(onRefresh).toHaveBeenCalledTimes(1);

      // A second pull while refreshing does nothing.
      fireEvent.touchStart(root, touch(100));
      fireEvent.touchMove(root, touch(300));
      fireEvent.touchEnd(root, { touches: [] });
      expect(onRefresh).toHaveBeenCalledTimes(1);

      await act(async () => finish());
      expect(screen.queryByText('刷新中…')).not.toBeInTheDocument();
    });

    it('springs back without refreshing when released early, or when swiped sideways', () => {
      const onRefresh = jest.fn(() => Promise.resolve());
      const { container } = renderList({ onRefresh });
      const root = container.firstElementChild!;

      fireEvent.touchStart(root, touch(100));
      fireEvent.touchMove(root, touch(150));
      fireEvent.touchEnd(root, { touches: [] });
      expect(screen.queryByText('下拉刷新')).not.toBeInTheDocument();

      fireEvent.touchStart(root, touch(100, 10));
      fireEvent.touchMove(root, touch(130, 200));
      fireEvent.touchMove(root, touch(300, 200));
      fireEvent.touchEnd(root, { touches: [] });
      expect(onRefresh).not.toHaveBeenCalled();
    });

    it('settles even when the refresh fails', async () => {
      const onRefresh = jest.fn(() => Promise.reject(new Error('offline')));
      const { container } = renderList({ onRefresh });
      const root = container.firstElementChild!;
      fireEvent.touchStart(root, touch(0));
      fireEvent.touchMove(root, touch(200));
      await act(async () => {
        fireEvent.touchEnd(root, { touches: [] });
      });
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('刷新中…')).not.toBeInTheDocument();
    });
  });
});
