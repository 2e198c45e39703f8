import { fireEvent, render, screen } from '@testing-library/react';
import { Badge } from '../../../src/ui/badge';
import { Card } from '../../../src/ui/card';
import { EmptyState } from '../../../src/ui/empty-state';
import { ErrorState } from '../../../src/ui/error-state';
import { LoadingOverlay } from '../../../src/ui/loading-overlay';
import { Skeleton, SkeletonList } from '../../../src/ui/skeleton';
import { SkeletonScreen } from '../../../src/ui/skeleton-screen';
import { ToastViewport } from '../../../src/ui/toast-viewport';

describe('Badge', () => {
  it('shows the live pill, capped counts and tags as text', () => {
    const { rerender, container } = render(<Badge variant="live" />);
    expect(screen.getByText('直播中')).toBeInTheDocument();
    rerender(<Badge variant="count" count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<Badge variant="count" count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge variant="count" count={3} label="3条新消息" />);
    expect(screen.getByText('3条新消息')).toBeInTheDocument();
    rerender(
      <Badge variant="tag" tone="gold">
        {'<b>连红</b>'}
      </Badge>,
    );
    expect(screen.getByText('<b>连红</b>')).toBeInTheDocument();
    rerender(<Badge variant="dot" label="有新消息" />);
    expect(screen.getByText('有新消息')).toBeInTheDocument();
  });
});

describe('EmptyState and ErrorState', () => {
  it('shows a title, a hint and an optional action', () => {
    const onAction = jest.fn();
    render(<EmptyState title="还没有关注" hint="去发现感兴趣的主播" actionLabel="去看看" onAction={onAction} />);
    expect(screen.getByText('还没有关注')).toBeInTheDocument();
    expect(screen.getByText('去发现感兴趣的主播')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去看看' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('defaults to 暂无数据 without an action', () => {
    render(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries from the error state', () => {
    const onRetry = jest.fn();
    render(<ErrorState onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Card', () => {
  it('names an article by its title and shows extra and footer', () => {
    render(
      <Card as="article" title="英超 第38轮" extra={<span>更多</span>} footer={<span>阅读 120</span>}>
        正文
      </Card>,
    );
    const card = screen.getByRole('article', { name: '英超 第38轮' });
    expect(screen.getByRole('heading', { level: 3, name: '英超 第38轮' })).toBeInTheDocument();
    expect(card).toHaveTextContent('更多');
    expect(card).toHaveTextContent('阅读 120');
  });
});

describe('LoadingOverlay and skeletons', () => {
  it('announces 加载中 while visible and renders nothing otherwise', () => {
    const { rerender } = render(<LoadingOverlay visible />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    rerender(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders N skeleton rows hidden from screen readers, with one busy status', () => {
    const { container } = render(<SkeletonList rows={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(4);
    render(<Skeleton shape="circle" width={32} />);
  });

  it('says 加载中 once for a screen of blocks hidden from screen readers, with list rows under them when asked', () => {
    const { container, rerender } = render(
      <SkeletonScreen blocksClassName="blocks">
        <Skeleton shape="rect" />
      </SkeletonScreen>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^加载中$/);
    expect(container.querySelector('.blocks')).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <SkeletonScreen list={{ rows: 3, avatar: false }}>
        <Skeleton shape="rect" />
      </SkeletonScreen>,
    );
    const [screenStatus, listStatus] = screen.getAllByRole('status');
    expect(screenStatus).toContainElement(listStatus!);
    expect(listStatus!.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(3);
  });
});

describe('ToastViewport', () => {
  it('shows the message as text with a glyph hidden from screen readers', () => {
    render(<ToastViewport toasts={[{ id: 1, type: 'success', message: '关注成功' }]} onDismiss={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('关注成功');
    expect(screen.getByText('✓')).toHaveAttribute('aria-hidden', 'true');
  });
});
