/**
 * A team's matches: of the season chosen (season-match), or of every competition (team matches);
 * the last played and the next ones first, all of them on 查看全部.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import type { FootballMatch } from '../../../contracts/football';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SegmentedControl } from '../../../ui/segmented-control';
import { SkeletonList } from '../../../ui/skeleton';
import type { Tournament } from '../football-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords, type FootballWords } from '../football-messages';
import { scheduleWindow } from '../rules/schedule-window';
import { useFootballStore } from '../store/football-store';
import { resourceAt } from '../../../platform/store/keyed';
import { footballKeys } from '../store/keys';
import { captionWithDay } from '../../match/rules/match-display';
import { ScheduleList } from './schedule-list';
import styles from '../pages/sub-page.module.css';

type Scope = 'season' | 'all';

const captionIn =
  (messages: FootballWords) =>
  (match: FootballMatch): string =>
    captionWithDay(
      [match.competitionName, match.groupName ? messages.groupName(match.groupName) : match.stageName]
        .filter(Boolean)
        .join(' · '),
      match,
      match.matchDate,
    );

export function TeamSchedule({
  teamId,
  seasonId,
  tournament,
  allCompetitions = true,
}: {
  teamId: number;
  seasonId: number;
  tournament?: Tournament;
  /** Offer every competition's matches beside the season's. */
  allCompetitions?: boolean;
}) {
  const messages = useMessages(footballWords);
  const [scope, setScope] = useState<Scope>('season');
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const key = scope === 'season' ? footballKeys.teamSeason(teamId, seasonId) : footballKeys.teamMatches(teamId);
  const matches = useFootballStore((state) => resourceAt(state.matches, key));
  const { loadTeamSeasonMatches, loadTeamMatches } = useFootballStore.getState();
  const load = () =>
    scope === 'season' ? loadTeamSeasonMatches(teamId, seasonId, tournament) : loadTeamMatches(teamId);
  useEffect(() => {
    void (scope === 'season' ? loadTeamSeasonMatches(teamId, seasonId, tournament) : loadTeamMatches(teamId));
  }, [scope, teamId, seasonId, tournament, loadTeamSeasonMatches, loadTeamMatches]);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {messages.teamSchedule}
        </h3>
        {allCompetitions && (
          <SegmentedControl<Scope>
            ariaLabel={messages.teamSchedule}
            size="s"
            value={scope}
            onChange={setScope}
            options={[
              { value: 'season', label: messages.thisCompetition },
              { value: 'all', label: messages.allCompetitions },
            ]}
          />
        )}
      </div>
      <ResourceView
        resource={matches}
        empty={<EmptyState title={messages.noMatches} />}
        onRetry={() => void load()}
        skeleton={<SkeletonList rows={5} />}
      >
        {() => {
          const all = matches.data ?? [];
          const shown = expanded ? all : scheduleWindow(all);
          return (
            <>
              <ScheduleList
                matches={shown}
                label={messages.teamSchedule}
                caption={captionIn(messages)}
                withPicks={false}
              />
              {shown.length < all.length && (
                <div className={styles.more}>
                  <Button variant="secondary" onClick={() => setExpanded(true)}>
                    {messages.showAllMatches(all.length)}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </ResourceView>
    </section>
  );
}
