/**
 * One leg of a report: the match (league, teams — and with its match summary, the score and the
 * clock or status word from the shared match layer, live while the ticket is open), the market,
 * the pick, the odds in the user's odds type and the leg's result.
 */
import { memo } from 'react';
import type { MatchSummary } from '../../../contracts/match';
import type { BetLeg, OddsTypeValue } from '../../../contracts/ranking';
import { useMatchLiveValue } from '../../match/components/use-match-live';
import { matchClockLabel, showsScore } from '../../match/rules/match-display';
import { matchWords } from '../../match/match-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { isInPlay, sportOf } from '../../match/rules/match-status';
import { liveValueOf } from '../../match/store/live-match-store';
import type { MatchLivePayload } from '../../../contracts/match-push';
import { rankingWords } from '../ranking-messages';
import { sportWords } from '../../../platform/i18n/sport-messages';
import { formatOdds, marketWord, resultTone, resultWord, sportWord } from '../rules/bet-display';
import styles from './report-card.module.css';
import tones from '../../../ui/tones.module.css';

interface BetLegRowProps {
  leg: BetLeg;
  oddsType: OddsTypeValue;
  match?: MatchSummary;
  /** The ticket is open: the match's live values, with its push channel held. */
  live: boolean;
  /** The leg's own result (a parlay's legs); a single's is the ticket's, shown once above. */
  showResult: boolean;
}

export const BetLegRow = memo(function BetLegRow({ leg, oddsType, match, live, showResult }: BetLegRowProps) {
  const words = useMessages(rankingWords);
  const sports = useMessages(sportWords);
  const tone = resultTone(leg.result);
  return (
    <li className={styles.leg}>
      <span className={styles.legMatch}>
        <span className={styles.league}>{leg.leagueName || sportWord(words, sports, leg.sportType)}</span>
        {match ? (
          live ? (
            <LiveMatchLine match={match} />
          ) : (
            <MatchLine match={match} value={liveValueOf(match)} />
          )
        ) : (
          <span className={styles.teams}>
            {leg.homeName} <span className={styles.versus}>vs</span> {leg.awayName}
          </span>
        )}
      </span>
      <span className={styles.legPick}>
        <span className={styles.market}>{marketWord(words, leg.market, leg.sportType)}</span>
        <span className={styles.selection}>{leg.selection}</span>
        <span className={styles.odds}>@{formatOdds(leg.odds, oddsType)}</span>
        {showResult && <span className={`${styles.result} ${tones[tone]}`}>{resultWord(words, leg.result)}</span>}
      </span>
    </li>
  );
});

function LiveMatchLine({ match }: { match: MatchSummary }) {
  return <MatchLine match={match} value={useMatchLiveValue(match)} />;
}

function MatchLine({ match, value }: { match: MatchSummary; value: MatchLivePayload }) {
  // The clock reads the match layer's words: a live switch renders the line again (the card is memoized).
  useMessages(matchWords);
  const playing = isInPlay(sportOf(value.sport || match.sport), value.statusId);
  const clock = matchClockLabel(value, match.matchDate);
  return (
    <span className={styles.teams}>
      {match.home.shortNameZh}{' '}
      <span className={styles.score}>{showsScore(value) ? `${value.homeScore}:${value.awayScore}` : 'vs'}</span>{' '}
      {match.away.shortNameZh}
      <span className={playing ? `${styles.clock} ${styles.playing}` : styles.clock}>{clock}</span>
    </span>
  );
}
