import { act, render, screen } from '@testing-library/react';
import { VirtualList } from '../../../src/ui/virtual-list';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, name: `行${index + 1}` }));
// jsdom lays nothing out: every row keeps this estimate, and the window is 768 px high.
const ROW_HEIGHT = 200;

function renderList(items: readonly Row[] = rows) {
  return render(
    <VirtualList
      ordered
      items={items}
      keyOf={(row) => row.id}
      estimateHeight={ROW_HEIGHT}
      overscan={1}
      ariaLabel="榜单"
      renderItem={(row) => <span>{row.name}</span>}
    />,
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

it('renders only the rows near the viewport of a long list, each saying where it sits in the whole', () => {
  renderList();
  const list = screen.getByRole('list', { name: '榜单' });
  expect(list.tagName).toBe('OL');
  // The list is as tall as all its rows, so the page scrolls as if they were there.
  expect(list).toHaveStyle({ height: `${100 * ROW_HEIGHT}px` });
  const shown = screen.getAllByRole('listitem');
  // 768 px show rows 1-4, and one more is rendered beyond the edge.
  expect(shown.map((row) => row.textContent)).toEqual(['行1', '行2', '行3', '行4', '行5']);
  expect(shown[0]).toHaveAttribute('aria-posinset', '1');
  expect(shown[0]).toHaveAttribute('aria-setsize', '100');
  expect(screen.queryByText('行50')).not.toBeInTheDocument();
});

it('follows the window scroll: the rows at the new position replace the ones left behind, and back', () => {
  renderList();
  scrollWindowTo(50 * ROW_HEIGHT);
  expect(screen.getByText('行51')).toBeInTheDocument();
  expect(screen.queryByText('行1')).not.toBeInTheDocument();
  const row = screen.getByText('行51').closest('li')!;
  expect(row).toHaveAttribute('aria-posinset', '51');
  expect(row).toHaveStyle({ transform: `translateY(${50 * ROW_HEIGHT}px)` });
  expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(7);

  scrollWindowTo(0);
  expect(screen.getByText('行1')).toBeInTheDocument();
  expect(screen.queryByText('行51')).not.toBeInTheDocument();
});

it('a short list renders whole', () => {
  renderList(rows.slice(0, 3));
  expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['行1', '行2', '行3']);
});
