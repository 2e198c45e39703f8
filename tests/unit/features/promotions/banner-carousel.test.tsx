import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from '@src/features/promotions/banner-carousel';
import type { Banner } from '@src/features/promotions/banners';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { useGlobalStore } from '@src/platform/global/global-store';
import { LoopInterval } from '@src/platform/loop/use-loop';
import { sheetOpenFor } from '@tests/support/open-sheet';
import { touchBannerStrip } from '@tests/support/banner-strip';
import { withFakeIntersectionObserver } from '@tests/support/fake-intersection-observer';
import { fakeNavigation } from '@tests/support/fake-navigation';

const banners: Banner[] = [
  { key: '1-0', rowId: 1, imageId: 'banner-a.svg', title: '英超焦点战', pop: false, action: { kind: 'none' } },
  { key: '2-0', rowId: 2, imageId: 'banner-b.svg', title: '主播陪你看球', pop: false, action: { kind: 'none' } },
];

// jsdom lays nothing out: every element is 358 px wide and records its scrolls (from mount on).
function renderCarousel(given: Banner[] = banners) {
  const scrollTo = jest.fn();
  const widthRead = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
  // jsdom has no scrollTo at all.
  Element.prototype.scrollTo = scrollTo;
  const view = render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <BannerCarousel banners={given} />
    </NavigationContext.Provider>,
  );
  return { ...view, scrollTo, widthRead };
}

const eightBanners = Array.from({ length: 8 }, (_, index) => ({
  ...banners[0]!,
  key: `${index}-0`,
  rowId: index,
  imageId: `banner-${index}.svg`,
  title: `活动 ${index + 1}`,
}));

/** The alt texts of the pictures that hold an address. */
const pictured = () =>
  screen
    .getAllByRole('img')
    .filter((image) => image.hasAttribute('src'))
    .map((image) => image.getAttribute('alt'));

const stripOf = () => screen.getByRole('region', { name: '推荐活动' }).firstElementChild!;

/**
 * The user scrolls the strip to the slide at `index` (each 358 px wide). jsdom has no
 * IntersectionObserver: the strip's offset says which slide is shown.
 */
function scrollStripToSlide(index: number): void {
  const strip = stripOf();
  Object.defineProperty(strip, 'scrollLeft', { value: index * 358, configurable: true });
  fireEvent.scroll(strip);
}

beforeEach(() => {
  jest.useFakeTimers();
  useGlobalStore.getState().reset();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollTo;
});

describe('BannerCarousel pictures', () => {
  it('fetches the first banner at once and first among pictures, the others a second before the strip first moves', () => {
    const { container } = renderCarousel();
    const [first] = screen.getAllByRole('img');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelectorAll('[class*="slide"]')).toHaveLength(2);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    act(() => first!.dispatchEvent(new Event('load')));
    act(() => jest.advanceTimersByTime(LoopInterval.fast - 1001));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    const second = screen.getAllByRole('img')[1];
    expect(second).toHaveAttribute('alt', '主播陪你看球');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('fetches the others at once when the user touches the strip before the first has loaded', () => {
    renderCarousel();
    touchBannerStrip();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('holds the pictures of the slide shown and its neighbours only: a strip gone round does not keep every banner', () => {
    renderCarousel(eightBanners);
    touchBannerStrip();
    // Every slide keeps its words; the last is next to the first (the strip goes round).
    expect(screen.getAllByRole('img')).toHaveLength(8);
    expect(pictured()).toEqual(['活动 1', '活动 2', '活动 8']);
    scrollStripToSlide(3);
    expect(pictured()).toEqual(['活动 3', '活动 4', '活动 5']);
  });

  it('lets the browser skip the far slides only: the one shown and its neighbours are always drawn and tappable', () => {
    renderCarousel(eightBanners);
    touchBannerStrip();
    scrollStripToSlide(3);
    const far = [...stripOf().children].map((slide) => slide.classList.contains('far'));
    expect(far).toEqual([true, true, false, false, false, true, true, true]);
  });
  it('counts the slides left after a broken picture took one away: the last is still next to the first', () => {
    renderCarousel(eightBanners);
    touchBannerStrip();
    act(() => screen.getByRole('img', { name: '活动 2' }).dispatchEvent(new Event('error')));
    // Seven slides: the first, its next (活动 3) and, across the wrap, the last.
    expect(screen.getAllByRole('img')).toHaveLength(7);
    expect(pictured()).toEqual(['活动 1', '活动 3', '活动 8']);
    scrollStripToSlide(6);
    expect(pictured()).toEqual(['活动 1', '活动 7', '活动 8']);
  });
});

describe('BannerCarousel slide shown, where there is an IntersectionObserver', () => {
  const observersMade = withFakeIntersectionObserver();

  it('is the slide more than half in the strip, and the strip scrolling reads no layout', () => {
    const { widthRead } = renderCarousel(eightBanners);
    touchBannerStrip();
    const strip = stripOf();
    const observer = observersMade().at(-1)!;
    expect(observer.options?.root).toBe(strip);
    expect(observer.options?.threshold).toBe(0.5);
    expect([...observer.targets]).toEqual(Array.from(strip.children));

    act(() =>
      observer.report([
        { target: strip.children[2]!, intersectionRatio: 0.4 },
        { target: strip.children[3]!, intersectionRatio: 0.6 },
      ]),
    );
    expect(pictured()).toEqual(['活动 3', '活动 4', '活动 5']);

    // Each frame of a scroll: reading the strip's width or offset would force the page's layout.
    const offsetRead = jest.spyOn(Element.prototype, 'scrollLeft', 'get');
    widthRead.mockClear();
    fireEvent.scroll(strip);
    expect(widthRead).not.toHaveBeenCalled();
    expect(offsetRead).not.toHaveBeenCalled();
    expect(pictured()).toEqual(['活动 3', '活动 4', '活动 5']);
  });

  it('observes the slides anew when a broken picture takes one away', () => {
    renderCarousel(eightBanners);
    act(() => screen.getAllByRole('img')[0]!.dispatchEvent(new Event('error')));
    const [first, latest] = [observersMade()[0]!, observersMade().at(-1)!];
    expect(first.connected).toBe(false);
    expect([...latest.targets]).toEqual(Array.from(stripOf().children));
    expect(latest.targets.size).toBe(7);
  });
});

describe('BannerCarousel position', () => {
  it('counts many slides in a corner ("1/8") where a row of dots would run across the picture', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ ...banners[0]!, key: `${index}-0`, rowId: index }));
    const { container } = renderCarousel(many);
    expect(screen.getByText('1/8')).toBeInTheDocument();
    expect(container.querySelectorAll('[class*="dot"]')).toHaveLength(0);
  });

  it('shows a dot per slide for a few', () => {
    const { container } = renderCarousel();
    expect(screen.queryByText('1/2')).toBeNull();
    expect(container.querySelectorAll('[class*="dot"]').length).toBeGreaterThan(0);
  });
});

describe('BannerCarousel autoplay', () => {
  it('shows the first banner for a whole interval before it advances to the second', () => {
    const { scrollTo } = renderCarousel();
    act(() => jest.advanceTimersByTime(LoopInterval.fast - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    // The picture it moves to is there before it moves.
    expect(screen.getAllByRole('img')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 358, behavior: 'smooth' });
  });

  it('does not move while the page is hidden, and waits a whole interval again when it is shown', () => {
    const { scrollTo } = renderCarousel();
    act(() => useGlobalStore.getState().setPageVisible(false));
    act(() => jest.advanceTimersByTime(LoopInterval.fast * 3));
    act(() => useGlobalStore.getState().setPageVisible(true));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(LoopInterval.fast));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not move while a sheet or dialog covers the page, and waits a whole interval again when it closes', () => {
    const { scrollTo } = renderCarousel();
    const sheet = sheetOpenFor(LoopInterval.fast * 3);
    sheet.close();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(LoopInterval.fast));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('BannerCarousel broken pictures', () => {
  it('takes the slide of a picture that fails to load away, and the whole strip when none is left', () => {
    const { container } = renderCarousel();
    act(() => screen.getByRole('img').dispatchEvent(new Event('error')));
    // The second picture, fetched now that the first has failed, is the strip's first.
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['主播陪你看球']);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    act(() => screen.getByRole('img').dispatchEvent(new Event('error')));
    expect(screen.queryByRole('region', { name: '推荐活动' })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
