import { act, render, screen } from '@testing-library/react';
import { Countdown } from '../../../src/ui/countdown';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const START = new Date(2024, 5, 15, 12, 0, 0).getTime();

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('counts down as HH:mm:ss and calls onEnd once at zero', () => {
    const onEnd = jest.fn();
    render(<Countdown target={START + 3 * SECOND} onEnd={onEnd} prefix="距开赛" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('距开赛00:00:03');
    act(() => jest.advanceTimersByTime(SECOND));
    expect(timer).toHaveTextContent('00:00:02');
    act(() => jest.advanceTimersByTime(2 * SECOND));
    expect(timer).toHaveTextContent('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10 * SECOND));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows days from one day on, counting from the given now', () => {
    const serverNow = START - 5 * SECOND; // the server's clock is 5 s behind the phone's
    render(<Countdown target={serverNow + 26 * HOUR + 2 * SECOND} now={serverNow} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1天 02:00:02');
    act(() => jest.advanceTimersByTime(3 * SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('1天 01:59:59');
  });

  it('ends at once when the target has passed', () => {
    const onEnd = jest.fn();
    render(<Countdown target={START - HOUR} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('uses one interval and clears it on unmount', () => {
    const { unmount } = render(<Countdown target={START + HOUR} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
