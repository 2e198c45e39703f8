/**
 * The live room's 赛况 panel, a lazy chunk: momentum (football) or the lead tracker
 * (basketball) on top, then 事件 / 统计 / 阵容 / 文字直播. Everything is derived from the events shown at the
 * fan's playhead (use-playhead.ts: the room's; live elsewhere), so a goal appears in the timeline, the stats, the ratings and the text when it happens on the video.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { MatchCentreEvent } from '../../../../contracts/match-centre';
import { Button } from '../../../../ui/button';
import { SegmentedControl } from '../../../../ui/segmented-control';
import {
  gameSecondsAt,
  leadChanges,
  leadTracker,
  periodScores,
  scoringRuns,
} from '../../rules/match-centre/basketball-runs';
import { basketballTeamStats, boxScore } from '../../rules/match-centre/box-score';
import { footballMomentum } from '../../rules/match-centre/football-momentum';
import { keyEventsNewestFirst } from '../../rules/match-centre/key-events';
import { basketballRatings, footballRatings } from '../../rules/match-centre/player-ratings';
import { footballTeamStats } from '../../rules/match-centre/team-stats';
import { useMatchCentreStore, type CentreHead, type MatchCentre } from '../../store/match-centre-store';
import { trackerWords } from '../../tracker-messages';
import {
  BoxTable,
  eventItem,
  Pitch,
  runItems,
  StatBars,
  substitutionsOf,
  TextLive,
  Timeline,
  type StatRow,
} from './centre-sections';
import styles from './match-centre-panel.module.css';
import { matchCentreWords, type MatchCentreWords } from './match-centre-messages';
import { useTrackerSupported } from '../match-tracker/use-tracker-supported';
import { MomentumChart } from './momentum-chart';
import { useShownAt } from '../use-playhead';
import { useMatchCentre } from './use-match-centre';
import { useMessages } from '../../../../platform/i18n/messages';

/** 动画直播: its own lazy chunk, loaded when the section is chosen. */
const TrackerView = lazy(() => import('../match-tracker/tracker-view'));

const NO_HEAD: CentreHead = { sport: '', home: null, away: null };

type Section = 'tracker' | keyof MatchCentreWords['sections'];

/** The sections in the locale's words; with the tracker (a backend that has it, a football or basketball match), 动画 first. */
function sectionsOf(words: MatchCentreWords, tracker: string | null): { value: Section; label: string }[] {
  const sections = (Object.keys(words.sections) as (keyof MatchCentreWords['sections'])[]).map((value) => ({
    value: value as Section,
    label: words.sections[value],
  }));
  return tracker === null ? sections : [{ value: 'tracker', label: tracker }, ...sections];
}

export interface MatchCentrePanelProps {
  matchId: number;
  homeName: string;
  awayName: string;
}

export default function MatchCentrePanel({ matchId, homeName, awayName }: MatchCentrePanelProps) {
  const words = useMessages(matchCentreWords);
  const centre = useMatchCentre(matchId, { hold: true });
  if (!centre || (centre.status === 'loading' && centre.items.length === 0))
    return <p className={styles.empty}>{words.loading}</p>;
  if (centre.status === 'failed') {
    return (
      <div className={styles.failed}>
        <p>{words.failed}</p>
        <Button variant="secondary" onClick={() => void useMatchCentreStore.getState().ensure(matchId)}>
          {words.retry}
        </Button>
      </div>
    );
  }
  return <CentreView matchId={matchId} centre={centre} homeName={homeName} awayName={awayName} />;
}

function CentreView({
  matchId,
  centre,
  homeName,
  awayName,
}: {
  matchId: number;
  centre: MatchCentre;
  homeName: string;
  awayName: string;
}) {
  const words = useMessages(matchCentreWords);
  const trackerText = useMessages(trackerWords);
  const [chosen, setSection] = useState<Section>('events');
  // Events pushed before the snapshot's line-ups: shown without them meanwhile.
  const head = centre.head ?? NO_HEAD;
  const tracked = useTrackerSupported(matchId) && (head.sport === 'football' || head.sport === 'basketball');
  const section = chosen === 'tracker' && !tracked ? 'events' : chosen;
  const events = useShownAt(centre.items);
  const basketball = head.sport === 'basketball';
  const names = useMemo(() => ({ home: homeName, away: awayName }), [homeName, awayName]);
  const lineups = useMemo(
    () => ({ home: head.home?.players ?? [], away: head.away?.players ?? [] }),
    [head.home, head.away],
  );
  const derived = useMemo(
    () => (basketball ? deriveBasketball(events, lineups, names, words) : deriveFootball(events, lineups, words)),
    [basketball, events, lineups, names, words],
  );

  return (
    <div className={styles.panel} data-testid="match-centre">
      {/* 动画 takes the chart's place: the pitch shows the match moving. */}
      {section !== 'tracker' && (
        <>
          <h2 className={styles.chartTitle}>{basketball ? words.leadTitle : words.momentumTitle}</h2>
          {events.length === 0 ? (
            // Before kick-off (or before the fan's playhead reaches it): words in the chart's box,
            // not empty axes; the same height, so the first event moves nothing below.
            <p className={styles.chartWaiting}>
              {words.chartWaiting(basketball ? words.leadTitle : words.momentumTitle)}
            </p>
          ) : derived.kind === 'football' ? (
            <MomentumChart momentum={derived.momentum} label={words.momentumLabel(homeName, awayName)} />
          ) : (
            <MomentumChart lead={derived.lead} totalSeconds={derived.totalSeconds} label={words.leadTitle} />
          )}
          <div className={styles.legend}>
            <span className={styles.legendHome}>{homeName}</span>
            <span className={styles.legendAway}>{awayName}</span>
          </div>
        </>
      )}
      <SegmentedControl<Section>
        options={sectionsOf(words, tracked ? trackerText.tab : null)}
        value={section}
        onChange={setSection}
        ariaLabel={words.sectionsLabel}
        block
        size="s"
        className={styles.sections}
      />
      {section === 'tracker' && (
        <Suspense fallback={<p className={styles.empty}>{trackerText.loading}</p>}>
          <TrackerView matchId={matchId} homeName={homeName} awayName={awayName} />
        </Suspense>
      )}
      {section === 'events' && <Timeline items={derived.timeline} />}
      {section === 'stats' && <StatBars rows={derived.stats} />}
      {section === 'lineups' &&
        head.home &&
        head.away &&
        (derived.kind === 'football' ? (
          <>
            <Pitch team={head.home} ratings={derived.ratings} subs={derived.subs} side="home" name={homeName} />
            <Pitch team={head.away} ratings={derived.ratings} subs={derived.subs} side="away" name={awayName} />
          </>
        ) : (
          <>
            <BoxTable team={head.home} name={homeName} box={derived.box} ratings={derived.ratings} />
            <BoxTable team={head.away} name={awayName} box={derived.box} ratings={derived.ratings} />
          </>
        ))}
      {section === 'text' && <TextLive events={events} sport={head.sport} />}
    </div>
  );
}

type Lineups = Parameters<typeof footballRatings>[0];

function deriveFootball(events: readonly MatchCentreEvent[], lineups: Lineups, words: MatchCentreWords) {
  const { home, away } = footballTeamStats(events);
  const S = words.stats;
  const stats: StatRow[] = [
    {
      label: S.possession,
      home: home.possession,
      away: away.possession,
      homeText: `${home.possession}%`,
      awayText: `${away.possession}%`,
    },
    { label: S.shots, home: home.shots, away: away.shots },
    { label: S.onTarget, home: home.onTarget, away: away.onTarget },
    { label: S.corners, home: home.corners, away: away.corners },
    { label: S.fouls, home: home.fouls, away: away.fouls },
    { label: S.yellowCards, home: home.yellowCards, away: away.yellowCards },
    { label: S.redCards, home: home.redCards, away: away.redCards },
    { label: S.offsides, home: home.offsides, away: away.offsides },
    { label: S.saves, home: home.saves, away: away.saves },
  ];
  return {
    kind: 'football' as const,
    momentum: footballMomentum(events),
    timeline: keyEventsNewestFirst(events, 'football').map((event) => eventItem(event, 'football', words)),
    stats,
    ratings: footballRatings(lineups, events),
    subs: substitutionsOf(events),
  };
}

function deriveBasketball(
  events: readonly MatchCentreEvent[],
  lineups: Lineups,
  names: { home: string; away: string },
  words: MatchCentreWords,
) {
  const box = boxScore(lineups, events);
  const { home, away } = basketballTeamStats(box);
  const S = words.stats;
  const made = (m: number, a: number) => `${m}/${a}`;
  const stats: StatRow[] = [
    {
      label: S.fieldGoals,
      home: home.fieldGoalsMade,
      away: away.fieldGoalsMade,
      homeText: made(home.fieldGoalsMade, home.fieldGoalsAttempted),
      awayText: made(away.fieldGoalsMade, away.fieldGoalsAttempted),
    },
    {
      label: S.threes,
      home: home.threesMade,
      away: away.threesMade,
      homeText: made(home.threesMade, home.threesAttempted),
      awayText: made(away.threesMade, away.threesAttempted),
    },
    {
      label: S.freeThrows,
      home: home.freeThrowsMade,
      away: away.freeThrowsMade,
      homeText: made(home.freeThrowsMade, home.freeThrowsAttempted),
      awayText: made(away.freeThrowsMade, away.freeThrowsAttempted),
    },
    { label: S.rebounds, home: home.rebounds, away: away.rebounds },
    { label: S.assists, home: home.assists, away: away.assists },
    { label: S.steals, home: home.steals, away: away.steals },
    { label: S.blocks, home: home.blocks, away: away.blocks },
    { label: S.turnovers, home: home.turnovers, away: away.turnovers },
  ];
  const quarters = periodScores(events);
  quarters.home.forEach((points, index) =>
    stats.push({ label: `${words.quarterScores} ${index + 1}`, home: points, away: quarters.away[index] ?? 0 }),
  );
  const keyed = keyEventsNewestFirst(events, 'basketball').map((event) => ({
    ...eventItem(event, 'basketball', words),
    index: event.index,
  }));
  const timeline = [...keyed, ...runItems(scoringRuns(events), leadChanges(events), names, words)].sort(
    (a, b) => b.index - a.index,
  );
  const last = events[events.length - 1];
  return {
    kind: 'basketball' as const,
    lead: leadTracker(events),
    totalSeconds: Math.max(2880, last ? gameSecondsAt(last.period, last.clockSeconds) : 0),
    timeline,
    stats,
    box,
    ratings: basketballRatings(box),
  };
}
