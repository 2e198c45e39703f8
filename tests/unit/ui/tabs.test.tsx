import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabPanel, Tabs, type TabItem } from '../../../src/ui/tabs';

type HeaderTab = 'anchor' | 'news' | 'ranking' | 'sports';

const items: TabItem<HeaderTab>[] = [
  { key: 'anchor', label: '主播', badge: 'dot', badgeLabel: '有主播正在直播' },
  { key: 'news', label: '爆料' },
  { key: 'ranking', label: '盈利榜' },
  { key: 'sports', label: '体育专题' },
];

function HeaderTabs({
  onActiveTabPress,
  onChange,
}: {
  onActiveTabPress?: (key: HeaderTab) => void;
  onChange?: (key: HeaderTab) => void;
}) {
  const [active, setActive] = useState<HeaderTab>('anchor');
  return (
    <>
      <Tabs
        items={items}
        activeKey={active}
        onChange={(key) => {
          onChange?.(key);
          setActive(key);
        }}
        onActiveTabPress={onActiveTabPress}
        ariaLabel="频道"
        idPrefix="header"
      />
      <TabPanel idPrefix="header" tabKey={active}>
        内容 {active}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('is a labelled tablist with one selected, focusable tab', () => {
    render(<HeaderTabs />);
    expect(screen.getByRole('tablist', { name: '频道' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    const anchor = screen.getByRole('tab', { name: /主播/ });
    expect(anchor).toHaveAttribute('aria-selected', 'true');
    expect(anchor).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '爆料' })).toHaveAttribute('tabindex', '-1');
    // The live dot is explained to screen readers.
    expect(anchor).toHaveAccessibleName(/主播.*有主播正在直播/);
    expect(screen.getByRole('tabpanel', { name: /主播/ })).toHaveTextContent('内容 anchor');
  });

  it('moves and selects with arrow keys, Home and End (wrapping around)', () => {
    render(<HeaderTabs />);
    const anchor = screen.getByRole('tab', { name: /主播/ });
    anchor.focus();
    fireEvent.keyDown(anchor, { key: 'ArrowRight' });
    const news = screen.getByRole('tab', { name: '爆料' });
    expect(news).toHaveAttribute('aria-selected', 'true');
    expect(news).toHaveFocus();
    expect(news).toHaveAttribute('tabindex', '0');
    expect(anchor).toHaveAttribute('tabindex', '-1');

    fireEvent.keyDown(news, { key: 'End' });
    expect(screen.getByRole('tab', { name: '体育专题' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(anchor).toHaveFocus();
    expect(anchor).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(anchor, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '体育专题' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(anchor).toHaveFocus();
  });

  it('reports a tap on the already-active tab instead of a change', () => {
    const onActiveTabPress = jest.fn();
    const onChange = jest.fn();
    render(<HeaderTabs onActiveTabPress={onActiveTabPress} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: /主播/ }));
    expect(onActiveTabPress).toHaveBeenCalledWith('anchor');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('tab', { name: '盈利榜' }));
    expect(onChange).toHaveBeenCalledWith('ranking');
    expect(onActiveTabPress).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('tab', { name: '盈利榜' }));
    expect(onActiveTabPress).toHaveBeenLastCalledWith('ranking');
  });

  it('skips disabled tabs and keeps one tab reachable when the active key is unknown', () => {
    const onChange = jest.fn();
    render(
      <Tabs
        items={[
          { key: 'a', label: '甲', disabled: true },
          { key: 'b', label: '乙' },
          { key: 'c', label: '丙' },
        ]}
        activeKey="zzz"
        onChange={onChange}
        ariaLabel="分类"
      />,
    );
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('tabindex', '0');
    const first = screen.getByRole('tab', { name: '甲' });
    expect(first).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('tab', { name: '乙' }), { key: 'Home' });
    expect(onChange).toHaveBeenCalledWith('b');
  });
});

describe('Tabs underline', () => {
  const animate = jest.fn();
  const offsets: Record<string, number> = { 主播: 0, 爆料: 80, 盈利榜: 160, 体育专题: 240 };
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    animate.mockReset();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return offsets[this.textContent?.replace('有主播正在直播', '') ?? ''] ?? 0;
    });
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    window.matchMedia = originalMatchMedia;
  });

  const underlineOf = (tab: HTMLElement) => tab.querySelector('[aria-hidden="true"]:not([class*="dot"])');

  it('sits under the active tab only, without measuring or animating on mount', () => {
    render(<HeaderTabs />);
    expect(underlineOf(screen.getByRole('tab', { name: /主播/ }))).not.toBeNull();
    expect(underlineOf(screen.getByRole('tab', { name: '爆料' }))).toBeNull();
    expect(animate).not.toHaveBeenCalled();
  });

  it('slides over from the previous tab when the active tab changes', () => {
    render(<HeaderTabs />);
    fireEvent.click(screen.getByRole('tab', { name: '盈利榜' }));
    expect(underlineOf(screen.getByRole('tab', { name: '盈利榜' }))).not.toBeNull();
    expect(underlineOf(screen.getByRole('tab', { name: /主播/ }))).toBeNull();
    expect(animate).toHaveBeenCalledTimes(1);
    const [keyframes] = animate.mock.calls[0] as [Keyframe[]];
    // From 160 px to the left (主播's centre relative to 盈利榜's) back to its own place.
    expect(keyframes[0]!.transform).toBe('translateX(calc(-50% + -160px))');
    expect(keyframes[1]!.transform).toBe('translateX(-50%)');
  });

  it('jumps without sliding when the user prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
    render(<HeaderTabs />);
    fireEvent.click(screen.getByRole('tab', { name: '爆料' }));
    expect(underlineOf(screen.getByRole('tab', { name: '爆料' }))).not.toBeNull();
    expect(animate).not.toHaveBeenCalled();
  });
});
