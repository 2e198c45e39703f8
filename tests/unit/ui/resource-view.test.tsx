/** The one switch between a resource's faces: skeleton, error with retry, empty, content — and the last-seen note. */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ResourceFaces } from '../../../src/ui/resource-content';
import { ResourceView } from '../../../src/ui/resource-view';
import { inChina } from '@tests/support/china-clock';

function show(resource: ResourceFaces, isEmpty = false) {
  const onRetry = jest.fn();
  const content = jest.fn(() => <p>内容</p>);
  render(
    <ResourceView resource={resource} isEmpty={isEmpty} onRetry={onRetry}>
      {content}
    </ResourceView>,
  );
  return { onRetry, content };
}

it('shows a skeleton while the first load is on its way, without rendering the content', () => {
  const { content } = show({ status: 'loading' });
  expect(screen.getByRole('status')).toHaveTextContent('加载中');
  expect(content).not.toHaveBeenCalled();
});

it('shows the error state with a retry when the first load failed', () => {
  const { onRetry } = show({ status: 'failed' });
  expect(screen.getByText('加载失败')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows the empty state when the answer holds nothing', () => {
  show({ status: 'ready' }, true);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  expect(screen.queryByText('内容')).toBeNull();
});

it('shows the content; last-seen content is marked with the time it was received', () => {
  const updatedAt = inChina(2026, 11, 21, 9, 41);
  show({ status: 'ready', stale: true, updatedAt });
  expect(screen.getByText('内容')).toBeInTheDocument();
  expect(screen.getByText('上次更新 09:41')).toBeInTheDocument();
});

it('fresh content carries no note', () => {
  show({ status: 'ready', stale: false, updatedAt: Date.now() });
  expect(screen.queryByText(/上次更新/)).toBeNull();
});

it('shows the not-found state with a way back, not the network message, when the thing does not exist', () => {
  const onBack = jest.fn();
  render(
    <ResourceView
      resource={{ status: 'failed', notFound: true }}
      isEmpty={false}
      onRetry={jest.fn()}
      onBack={onBack}
      notFoundTitle="专家不存在"
    >
      {() => <p>内容</p>}
    </ResourceView>,
  );
  expect(screen.getByText('专家不存在')).toBeInTheDocument();
  expect(screen.queryByText('网络不太给力，请稍后重试')).toBeNull();
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '返回' }));
  expect(onBack).toHaveBeenCalledTimes(1);
});

it('treats one thing (no isEmpty given) as never empty: its content shows', () => {
  render(
    <ResourceView resource={{ status: 'ready' }} onRetry={jest.fn()}>
      {() => <p>球队</p>}
    </ResourceView>,
  );
  expect(screen.getByText('球队')).toBeInTheDocument();
  expect(screen.queryByText('暂无数据')).toBeNull();
});

it('treats a list of none as empty by itself, and an isEmpty given as the say', () => {
  const { rerender } = render(
    <ResourceView resource={{ status: 'ready', data: [] }} onRetry={jest.fn()}>
      {() => <p>赛程</p>}
    </ResourceView>,
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  expect(screen.queryByText('赛程')).toBeNull();
  rerender(
    <ResourceView resource={{ status: 'ready', data: ['一场'] }} onRetry={jest.fn()}>
      {() => <p>赛程</p>}
    </ResourceView>,
  );
  expect(screen.getByText('赛程')).toBeInTheDocument();
  rerender(
    <ResourceView resource={{ status: 'ready', data: [] }} isEmpty={false} onRetry={jest.fn()}>
      {() => <p>赛程</p>}
    </ResourceView>,
  );
  expect(screen.getByText('赛程')).toBeInTheDocument();
});
