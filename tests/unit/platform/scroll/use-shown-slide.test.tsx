/**
 * Which slide of a swipeable strip is shown (src/platform/scroll/use-shown-slide.ts): the one more
 * than half in the strip, as the observer reports it; where there is no observer, read at scroll.
 */
import { act, render, fireEvent } from '@testing-library/react';
import { useRef } from 'react';
import { useShownSlide } from '@src/platform/scroll/use-shown-slide';

/** The observers the strip made: what each watches, with what options, and whether it stopped. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched: Element[] = [];
  stopped = false;
  constructor(
    readonly report: (entries: { target: Element; intersectionRatio: number }[]) => void,
    readonly options: { root: Element; threshold: number },
  ) {
    FakeObserver.made.push(this);
  }
  observe(slide: Element) {
    this.watched.push(slide);
  }
  disconnect() {
    this.stopped = true;
  }
}

function Strip({ slides }: { slides: string[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const { shown, onScroll } = useShownSlide(strip, slides);
  return (
    <>
      <div data-testid="strip" ref={strip} onScroll={onScroll}>
        {slides.map((slide) => (
          <div key={slide}>{slide}</div>
        ))}
      </div>
      <output>{shown}</output>
    </>
  );
}

const shownNow = (view: ReturnType<typeof render>) => view.container.querySelector('output')!.textContent;

describe('with an observer', () => {
  beforeEach(() => {
    FakeObserver.made = [];
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows the slide more than half in the strip, the first one again, and none the observer counts less or no longer holds', () => {
    const view = render(<Strip slides={['a', 'b', 'c']} />);
    const [observer] = FakeObserver.made;
    const strip = view.getByTestId('strip');
    expect(observer!.options).toEqual({ root: strip, threshold: 0.5 });
    expect(observer!.watched).toEqual(Array.from(strip.children));
    expect(shownNow(view)).toBe('0');
    act(() => observer!.report([{ target: strip.children[2]!, intersectionRatio: 0.5 }]));
    expect(shownNow(view)).toBe('2');
    act(() => observer!.report([{ target: strip.children[1]!, intersectionRatio: 0.4 }]));
    expect(shownNow(view)).toBe('2');
    act(() => observer!.report([{ target: document.createElement('div'), intersectionRatio: 1 }]));
    expect(shownNow(view)).toBe('2');
    act(() => observer!.report([{ target: strip.children[0]!, intersectionRatio: 1 }]));
    expect(shownNow(view)).toBe('0');
  });

  it('watches the new slides when they change, and stops when the strip goes', () => {
    const view = render(<Strip slides={['a', 'b']} />);
    view.rerender(<Strip slides={['a', 'b', 'c']} />);
    expect(FakeObserver.made.map((observer) => [observer.watched.length, observer.stopped])).toEqual([
      [2, true],
      [3, false],
    ]);
    view.unmount();
    expect(FakeObserver.made[1]!.stopped).toBe(true);
  });

  it('reads nothing at scroll', () => {
    const view = render(<Strip slides={['a', 'b']} />);
    const strip = view.getByTestId('strip');
    Object.defineProperties(strip, { clientWidth: { value: 100 }, scrollLeft: { value: 100 } });
    fireEvent.scroll(strip);
    expect(shownNow(view)).toBe('0');
  });
});

describe('without an observer', () => {
  it('reads the slide at scroll from the strip’s offset, nearest slide first; a strip of no width changes nothing', () => {
    const view = render(<Strip slides={['a', 'b', 'c']} />);
    const strip = view.getByTestId('strip');
    const scrollTo = (left: number, width = 100) =>
      Object.defineProperties(strip, {
        clientWidth: { value: width, configurable: true },
        scrollLeft: { value: left, configurable: true },
      });
    scrollTo(160);
    fireEvent.scroll(strip);
    expect(shownNow(view)).toBe('2');
    scrollTo(140);
    fireEvent.scroll(strip);
    expect(shownNow(view)).toBe('1');
    scrollTo(300, 0);
    fireEvent.scroll(strip);
    expect(shownNow(view)).toBe('1');
  });
});
