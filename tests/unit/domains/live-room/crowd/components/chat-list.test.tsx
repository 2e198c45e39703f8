/**
 * The chat list's following: at its bottom it follows the newest line; scrolled up, a
 * "N 条新消息" pill counts what came since and brings the fan down. Whether the box is at its
 * bottom comes from an IntersectionObserver on the edge below the last line, so a scroll reads
 * no layout; without an observer, the scroll handler reads the box's offset.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChatList } from '@src/domains/live-room/crowd/components/chat-list';
import { SAMPLE_PER_BATCH } from '@src/domains/live-room/crowd/rules/crowd-thinning';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { withFakeIntersectionObserver } from '@tests/support/fake-intersection-observer';
import { lines, ROOM, T0 } from '../../support/crowd-fixtures';

const crowd = () => useRoomCrowdStore.getState();
const list = () => screen.getByRole('list', { name: '聊天消息' });
const box = () => list().parentElement!;
const pill = () => screen.queryByRole('button', { name: /条新消息/ });

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  crowd().openCrowd(ROOM);
  crowd().applyReleased(lines(0, 9));
});

describe('with an IntersectionObserver', () => {
  const observersMade = withFakeIntersectionObserver();

  it('watches the edge below the last line, within the follow slack, and counts what came once it leaves', () => {
    render(<ChatList onLineMenu={() => {}} />);
    const [observer] = observersMade();
    expect(observer!.options.root).toBe(box());
    expect(observer!.options.rootMargin).toBe('0px 0px 32px 0px');
    const [edge] = observer!.targets;
    // First in the reversed column: shown at the box's bottom, below the list.
    expect(box().firstElementChild).toBe(edge);

    act(() => observer!.reportAll(false));
    act(() => crowd().applyReleased(lines(10, 12)));
    expect(pill()).toHaveTextContent('3 条新消息');

    act(() => observer!.reportAll(true));
    expect(pill()).toBeNull();
  });

  it('keeps counting from where the fan left the bottom, however often the browser says so', () => {
    render(<ChatList onLineMenu={() => {}} />);
    const [observer] = observersMade();
    // Lines come while the fan follows; then they scroll up.
    act(() => crowd().applyReleased(lines(10, 12)));
    act(() => observer!.reportAll(false));
    act(() => crowd().applyReleased(lines(13, 13)));
    expect(pill()).toHaveTextContent('1 条新消息');
    act(() => crowd().applyReleased(lines(14, 15)));
    act(() => observer!.reportAll(false));
    expect(pill()).toHaveTextContent('3 条新消息');
  });

  it('takes the browser’s newest report when it brings several at once', () => {
    render(<ChatList onLineMenu={() => {}} />);
    const [observer] = observersMade();
    const [edge] = observer!.targets;
    act(() =>
      observer!.report([
        { target: edge, isIntersecting: false },
        { target: edge, isIntersecting: true },
      ]),
    );
    act(() => crowd().applyReleased(lines(10, 12)));
    expect(pill()).toBeNull();
    act(() =>
      observer!.report([
        { target: edge, isIntersecting: true },
        { target: edge, isIntersecting: false },
      ]),
    );
    act(() => crowd().applyReleased(lines(13, 13)));
    expect(pill()).toHaveTextContent('1 条新消息');
  });

  it('counts every line that comes after the fan scrolled up over their own lines alone', () => {
    act(() => crowd().closeCrowd(ROOM));
    act(() => crowd().openCrowd(ROOM));
    useRoomCrowdStore.setState({
      pending: ['a', 'b', 'c'].map((clientMsgId) => ({
        clientMsgId,
        text: '路上的话',
        sentAt: 0,
        status: 'sending' as const,
        error: '',
      })),
    });
    render(<ChatList onLineMenu={() => {}} />);
    const [observer] = observersMade();
    act(() => observer!.reportAll(false));
    act(() => crowd().applyReleased(lines(0, 2)));
    expect(pill()).toHaveTextContent('3 条新消息');
  });

  it('lets go of its observer when the chat closes', () => {
    const { unmount } = render(<ChatList onLineMenu={() => {}} />);
    const [observer] = observersMade();
    expect(observer!.connected).toBe(true);
    unmount();
    expect(observer!.connected).toBe(false);
  });

  it('reads no layout as the box scrolls', () => {
    render(<ChatList onLineMenu={() => {}} />);
    const offsetRead = jest.spyOn(Element.prototype, 'scrollTop', 'get');
    fireEvent.scroll(box());
    expect(offsetRead).not.toHaveBeenCalled();
    offsetRead.mockRestore();
  });
});

it('without an observer, the scroll handler reads the box’s offset', () => {
  render(<ChatList onLineMenu={() => {}} />);
  Object.defineProperty(box(), 'scrollTop', { value: -200, configurable: true, writable: true });
  fireEvent.scroll(box());
  act(() => crowd().applyReleased(lines(10, 11)));
  expect(pill()).toHaveTextContent('2 条新消息');

  fireEvent.click(pill()!);
  expect(pill()).toBeNull();
  expect(box().scrollTop).toBe(0);
});

it('still follows within 32 px of the box’s bottom', () => {
  render(<ChatList onLineMenu={() => {}} />);
  Object.defineProperty(box(), 'scrollTop', { value: -32, configurable: true, writable: true });
  fireEvent.scroll(box());
  act(() => crowd().applyReleased(lines(10, 11)));
  expect(pill()).toBeNull();
  box().scrollTop = -33;
  fireEvent.scroll(box());
  act(() => crowd().applyReleased(lines(12, 12)));
  expect(pill()).toHaveTextContent('1 条新消息');
});

it('brings its box into view when the chat opens, its end above the input', () => {
  const scrollIntoView = jest.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrollIntoView,
    configurable: true,
    writable: true,
  });
  try {
    render(<ChatList onLineMenu={() => {}} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'end' });
    expect(scrollIntoView.mock.contexts[0]).toBe(box().parentElement);
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

it('says so while a flood’s batches show a sample, below the newest line', () => {
  render(<ChatList onLineMenu={() => {}} />);
  expect(screen.queryByRole('status')).toBeNull();
  // 24 lines in 120 ms.
  act(() => crowd().applyReleased(lines(10, 33).map((line, offset) => ({ ...line, at: T0 + 1000 + offset * 5 }))));
  expect(screen.getByRole('status')).toHaveTextContent('消息过多，已精简显示');
  // Second in the reversed column: right above the box's bottom edge, under the list.
  expect(box().children[1]).toBe(screen.getByRole('status'));
  expect(within(list()).getAllByRole('listitem')).toHaveLength(10 + SAMPLE_PER_BATCH);
});

it('draws the rows in boxes of consecutive indexes, each painted on its own', () => {
  act(() => crowd().applyReleased(lines(10, 40)));
  render(<ChatList onLineMenu={() => {}} />);
  const boxes = [...list().children].filter((child) => child.tagName === 'DIV');
  expect(boxes.map((box) => [...box.querySelectorAll('li')].map((row) => Number(row.dataset.index)))).toEqual([
    lines(0, 15).map((line) => line.index),
    lines(16, 31).map((line) => line.index),
    lines(32, 40).map((line) => line.index),
  ]);
  expect(boxes.every((box) => box.className === 'rowBox')).toBe(true);
});
