/**
 * 动画直播, a lazy chunk: the match drawn on a pitch or a court at the fan's playhead
 * (use-tracker-scene; live outside a room) — the ball eased from state to state by a
 * transform, the side with the ball's colour on a danger band (safe / attack / danger), shot
 * markers for 30 s, a pulse on a goal, the VAR banner, a caption in Chinese, the score and clock of
 * the state shown, and the home side's possession over the last 5 minutes. Reduced motion gets the
 * positions without the easing. A pushed state is drawn by a render of its own, after the frame
 * that brought it (use-tracker-scene), and re-renders what it changes: the still drawing, the ball
 * and the possession bar are memoised on their own values; the side and the zone are data
 * attributes the stylesheet colours.
 */
import { TrackerKind, type TrackerState } from '../../../../contracts/match-tracker-push';
import { memo, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../../../ui/motion';
import { ErrorState } from '../../../../ui/error-state';
import { trackerCaption, trackerClock, trackerZone, type TrackerZone } from '../../rules/match-tracker/tracker-caption';
import type { TrackerScene, VarBanner } from '../../rules/match-tracker/tracker-scene';
import { useTrackerStore } from '../../store/tracker-store';
import { trackerWords, type TrackerWords } from '../../tracker-messages';
import { matchWords } from '../../match-messages';
import { useMessages } from '../../../../platform/i18n/messages';
import { FIELD_HEIGHT, FIELD_MARGIN, TrackerField, type FieldSport } from './tracker-field';
import styles from './tracker-view.module.css';
import { useTrackerScene } from './use-tracker-scene';

export interface TrackerViewProps {
  matchId: number;
  homeName: string;
  awayName: string;
}

/** Where the band of each zone starts, 0–100 towards the goal the side attacks (25 wide). */
const BAND_FROM: Record<Exclude<TrackerZone, 'none'>, number> = { safe: 25, attack: 50, danger: 75 };
const BAND_WIDTH = 25;
/**
 * The band's four places, each a rect drawn for good: the state picks one by its data attributes
 * and the stylesheet fills it (a fill's opacity, a repaint). A band moved by a transform, its
 * `x`, its `opacity`, or one that came and went made the browser layerise the page again.
 */
const BAND_QUARTERS = [0, 25, 50, 75];
/** The ball's easing from state to state: done before the next state, a second later. */
const BALL_GLIDE_MS = 800;
/** How long an easing holds the ball's place after it: well past the next state's second. */
const BALL_HOLD_MS = 60_000;

export default function TrackerView({ matchId, homeName, awayName }: TrackerViewProps) {
  const words = useMessages(trackerWords);
  // The clock reads the match layer's words: this renders again when they arrive or switch.
  useMessages(matchWords);
  const { tracker, scene } = useTrackerScene(matchId);
  if (tracker?.status === 'failed') {
    return <ErrorState onRetry={() => void useTrackerStore.getState().ensure(matchId)} />;
  }
  const sport: FieldSport = tracker?.head?.sport === 'basketball' ? 'basketball' : 'football';
  const loading = !tracker || (tracker.status === 'loading' && tracker.items.length === 0);
  const state = scene?.state;
  const name = (side: string) => (side === 'home' ? homeName : side === 'away' ? awayName : '');
  // Before the first state the caption line says why the pitch is still.
  const caption = state
    ? [name(state.side), trackerCaption(state)].filter(Boolean).join(' ')
    : loading
      ? words.loading
      : words.waiting;
  return (
    // data-seq: the state drawn (the bench times a state from its publication to its frame).
    <section
      className={styles.tracker}
      data-testid="match-tracker"
      data-sport={sport}
      data-seq={state?.seq}
      aria-label={words.title}
    >
      <div className={styles.head}>
        <span data-side="home">{homeName}</span>
        <span data-testid="tracker-score">{state ? `${state.homeScore} : ${state.awayScore}` : '- : -'}</span>
        <span data-side="away">{awayName}</span>
        <span>{state ? trackerClock(state, sport) : ''}</span>
      </div>
      <div className={styles.stage}>
        <svg
          className={styles.field}
          viewBox={`${-FIELD_MARGIN} ${-FIELD_MARGIN} ${100 + 2 * FIELD_MARGIN} ${FIELD_HEIGHT[sport] + 2 * FIELD_MARGIN}`}
          role="img"
          aria-label={words.pitchLabel(homeName, awayName)}
        >
          <TrackerField sport={sport} />
          {state && scene && <Play state={state} scene={scene} sport={sport} />}
        </svg>
        {/* Under the ball's layer in paint order: over it, the banner would be a layer of its own. */}
        {scene?.banner && (
          <p className={styles.banner} data-status={scene.banner.status} role="status">
            {bannerText(scene.banner, words)}
          </p>
        )}
        {state && <Ball x={state.x} y={state.y} sport={sport} />}
      </div>
      <p data-side={state?.side} data-testid="tracker-caption">
        {caption || '\u00a0'}
      </p>
      <Possession home={state?.possession ?? 50} homeName={homeName} awayName={awayName} />
    </section>
  );
}

/**
 * The ball: an HTML layer the field's size over it, moved by a transform — percentages of the
 * layer — and eased there by a Web Animation, which the compositor runs: an SVG element's would
 * repaint the drawing every frame, and a CSS transition would dispatch its transitionrun, -start
 * and -end events (React's root listens to them) through the page with every state. The layer
 * stays composited (the stylesheet's will-change), and so do its compositing reasons: an animation
 * that starts or ends, or a new inline transform without one, makes the browser layerise the whole
 * page again (every paint chunk of the document behind the sheet). So each state's easing glides,
 * then holds the place for a minute, and the next state's replaces it in the same frame: the ball
 * always has a current animation. Reduced motion: the same hold, from the new place (no motion).
 */
const Ball = memo(function Ball({ x, y, sport }: { x: number; y: number; sport: FieldSport }) {
  const across = 100 + 2 * FIELD_MARGIN;
  const down = FIELD_HEIGHT[sport] + 2 * FIELD_MARGIN;
  const inset = `${(FIELD_MARGIN / down) * 100}% ${(FIELD_MARGIN / across) * 100}%`;
  const transform = `translate(${x}%, ${y}%)`;
  const ref = useRef<HTMLDivElement>(null);
  // The place drawn last and the easing holding it: one at a time, as two on one transform would
  // both leave the compositor.
  const last = useRef<{ transform: string; glide?: Animation }>({ transform });
  // Before the frame that shows the new place: none shows it before its easing.
  useLayoutEffect(() => {
    const from = prefersReducedMotion() ? transform : last.current.transform;
    last.current.glide?.cancel();
    last.current = {
      transform,
      glide: ref.current?.animate?.(
        [
          { transform: from, easing: 'ease-in-out' },
          { transform, offset: BALL_GLIDE_MS / BALL_HOLD_MS },
          { transform },
        ],
        BALL_HOLD_MS,
      ),
    };
  }, [transform]);
  return (
    <div
      ref={ref}
      className={styles.ballTrack}
      style={{ inset, transform }}
      data-testid="tracker-ball"
      aria-hidden="true"
    />
  );
});

/** VAR 检查中：进球 · VAR：进球无效 (the feed's cancellation in its own words) · VAR：进球有效. */
function bannerText(banner: VarBanner, words: TrackerWords): string {
  if (banner.status === 'cancelled') return words.varBanner.cancelled(words[banner.subject].cancelled);
  return words.varBanner[banner.status](words.varSubject[banner.subject] ?? '');
}

/** What changes on the drawing: the band, the markers, a goal's pulse. */
function Play({ state, scene, sport }: { state: TrackerState; scene: TrackerScene; sport: FieldSport }) {
  const height = FIELD_HEIGHT[sport];
  const zone = trackerZone(state);
  const toY = (y: number) => (y / 100) * height;
  // The band lies towards the goal the side attacks: the home side's to the right.
  const bandX = zone === 'none' ? 0 : state.side === 'away' ? 100 - BAND_FROM[zone] - BAND_WIDTH : BAND_FROM[zone];
  return (
    <>
      {BAND_QUARTERS.map((x) => (
        <rect
          key={x}
          className={styles.band}
          x={x}
          width={BAND_WIDTH}
          height={height}
          {...(zone !== 'none' && state.side !== '' && x === bandX && { 'data-side': state.side, 'data-zone': zone })}
        />
      ))}
      {scene.markers.map((shot) => (
        <circle
          key={shot.seq}
          className={styles.marker}
          data-side={shot.side}
          data-hit={isHit(shot) || undefined}
          data-goal={shot.kind === TrackerKind.Goal || undefined}
          cx={shot.x}
          cy={toY(shot.y)}
          r={isHit(shot) ? 1.6 : 1.2}
          data-testid="tracker-shot"
        />
      ))}
      {scene.goal && (
        <circle
          key={scene.goal.seq}
          className={styles.pulse}
          cx={scene.goal.x}
          cy={toY(scene.goal.y)}
          r={5}
          data-testid="tracker-goal"
        />
      )}
    </>
  );
}

/** A goal, a basket, a shot on target or off the woodwork: a filled marker; the rest hollow. */
const isHit = (shot: TrackerState) =>
  shot.kind === TrackerKind.Goal ||
  shot.kind === TrackerKind.ShotMade ||
  shot.detail === 'on-target' ||
  shot.detail === 'woodwork';

const Possession = memo(function Possession({
  home,
  homeName,
  awayName,
}: {
  home: number;
  homeName: string;
  awayName: string;
}) {
  const words = useMessages(trackerWords);
  const rounded = Math.round(home);
  return (
    <p
      className={styles.possession}
      aria-label={`${words.possession} ${homeName} ${rounded}% ${awayName} ${100 - rounded}%`}
      role="img"
    >
      <span>{words.possession}</span>
      <span>{rounded}%</span>
      {/* The home side's share a gradient's stop (a repaint): a scaled or sized bar made the page layerise again. */}
      <span style={{ background: `linear-gradient(90deg,var(--tracker-home) ${rounded}%,var(--tracker-away) 0)` }} />
      <span>{100 - rounded}%</span>
    </p>
  );
});
