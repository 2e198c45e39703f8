/**
 * The tracker's layers stay as they are from state to state: a compositing reason, a property node
 * or a layer that comes or goes makes the browser layerise the whole page again (the schedule
 * behind the sheet included). So the ball is one element that always has a current animation (each
 * state's replaces the last in the same frame), the danger band is four rects drawn for good that
 * only change data attributes (no transform, no opacity), the possession bar's share is its
 * gradient's stop (no transform, no width), and the VAR banner is under the ball's layer in paint
 * order.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { TrackerState } from '@src/contracts/match-tracker-push';
import { matchTrackerApi } from '@src/domains/match/api/match-tracker-api';
import TrackerView from '@src/domains/match/components/match-tracker/tracker-view';
import { useTrackerStore } from '@src/domains/match/store/tracker-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { trackerState } from '../../rules/match-tracker/tracker-states';

jest.mock('@src/domains/match/api/match-tracker-api', () => ({ matchTrackerApi: { snapshot: jest.fn() } }));

/** Each state the view is shown, and what it does to the layers' elements. */
const PLAY: Partial<TrackerState>[] = [
  { kind: 'attack', side: 'home', x: 60, possession: 53 },
  { kind: 'dangerous-attack', side: 'home', x: 85, possession: 54 },
  { kind: 'shot', side: 'home', detail: 'on-target', x: 90, y: 40, possession: 55 },
  { kind: 'safe', side: 'away', x: 30, possession: 52 },
  { kind: 'var', side: '', pairId: 4, x: 30, possession: 52 },
  { kind: 'dangerous-attack', side: 'away', x: 10, possession: 49 },
  { kind: 'attack', side: 'away', x: 10, possession: 47 },
];

interface Easing {
  duration: number;
  cancelled: boolean;
}

let easings: Easing[];

beforeEach(() => {
  setUpAppWorld();
  easings = [];
  // jsdom has no Web Animations.
  HTMLElement.prototype.animate = function animate(_keyframes, duration) {
    const easing = { duration: duration as number, cancelled: false };
    easings.push(easing);
    return { cancel: () => (easing.cancelled = true) } as unknown as Animation;
  };
});

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

async function playStates(onEach: (state: Partial<TrackerState>) => void) {
  const now = Date.now();
  jest.mocked(matchTrackerApi.snapshot).mockResolvedValue({
    matchId: 7,
    sport: 'football',
    states: [trackerState(1, { matchId: 7, at: now - 1000, kind: 'safe', side: 'home', x: 40 })],
    shots: [],
    nextSeq: 2,
  });
  render(<TrackerView matchId={7} homeName="阿森纳" awayName="切尔西" />);
  await waitFor(() => expect(screen.getByTestId('match-tracker')).toHaveAttribute('data-seq', '1'));
  onEach({});
  for (const [index, fields] of PLAY.entries()) {
    const seq = index + 2;
    act(() => useTrackerStore.getState().receive([trackerState(seq, { matchId: 7, at: Date.now(), ...fields })]));
    await waitFor(() => expect(screen.getByTestId('match-tracker')).toHaveAttribute('data-seq', String(seq)));
    onEach(fields);
  }
}

it('the ball is one element from state to state, and always has a current animation that holds past the next state', async () => {
  const balls = new Set<HTMLElement>();
  await playStates(() => {
    balls.add(screen.getByTestId('tracker-ball'));
    // Exactly one easing not cancelled: the next one started before the last went.
    expect(easings.filter((easing) => !easing.cancelled)).toHaveLength(1);
    // A state a second: each easing still holds when the next comes.
    expect(easings.at(-1)!.duration).toBeGreaterThanOrEqual(10_000);
  });
  expect(balls.size).toBe(1);
  // The first place, then each state that moves the ball (two of them stay where the last was).
  expect(easings).toHaveLength(6);
});

it('the danger band is four rects drawn for good, changed by data attributes only (no transform, no opacity)', async () => {
  const bands = new Set<Element>();
  await playStates((fields) => {
    const rects = [...screen.getByTestId('match-tracker').querySelectorAll('svg rect[class]')];
    expect(rects).toHaveLength(4);
    for (const rect of rects) {
      bands.add(rect);
      expect(rect).not.toHaveAttribute('style');
      expect(rect).not.toHaveAttribute('transform');
    }
    const lit = rects.filter((rect) => rect.hasAttribute('data-zone'));
    expect(lit).toHaveLength(fields.side === '' ? 0 : 1);
  });
  expect(bands.size).toBe(4);
});

it("the VAR banner comes before the ball in paint order (over the ball's layer it would be a layer of its own)", async () => {
  let seen = false;
  await playStates((fields) => {
    if (fields.kind !== 'var') return;
    const banner = screen.getByRole('status');
    const ball = screen.getByTestId('tracker-ball');
    expect(banner.compareDocumentPosition(ball) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner).not.toHaveAttribute('style');
    seen = true;
  });
  expect(seen).toBe(true);
});

it("the possession bar's share is its gradient's stop (no transform, no width: a repaint)", async () => {
  await playStates((fields) => {
    const bar = screen.getByRole('img', { name: /^控球率/ }).children[2]!;
    expect(bar.children).toHaveLength(0);
    expect(bar.getAttribute('style')).not.toMatch(/transform|width/);
    expect(bar.getAttribute('style')).toContain(`${fields.possession ?? 50}%`);
  });
});
