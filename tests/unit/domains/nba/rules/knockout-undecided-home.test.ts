/**
 * A cup tie whose home side is still undecided (home id 0, its away team known): it is never
 * flagged reversed — the flag says the home team did not come from the tie above, which cannot
 * be said of a team not known yet (docs/pages.md, /nba). The bracket shows such a tie as 待定
 * on both lines until its home team is known; the flag is decided then.
 */
import { NbaStageId } from '@src/contracts/nba';
import { finalsCupBracket, playoffBracket } from '@src/domains/nba/rules/knockout-bracket';
import { cupStages, game, played } from '../support/fixtures';

const { cupSemifinals: SF, cupFinal: FINAL, conferenceFinals: CF, finals: PF } = NbaStageId;
const DAY = 86_400_000;
const T0 = Date.UTC(2023, 11, 7);

it('a final whose home side is undecided and whose away team won the upper semi-final is not reversed', () => {
  // The second semi-final (5 v 8) is over, the first (1 v 4) not yet; the final lists 8 as away.
  const semis = [
    game({ id: 5, stageId: SF, homeId: 1, awayId: 4, matchDate: T0 + 1000 }),
    played(6, SF, 5, 8, [100, 108], T0),
  ];
  const final = [game({ id: 7, stageId: FINAL, homeId: 0, awayId: 8, matchDate: T0 + 2 * DAY })];
  const rounds = finalsCupBracket(cupStages({ semis, final }));
  expect(rounds[1]!.ties[0]).toMatchObject({ homeId: 0, awayId: 8, winnerId: 0, isReverse: false });
  // 8's semi-final is placed first (the tie its known team came from).
  expect(rounds[0]!.ties.map((tie) => tie.games[0]!.id)).toEqual([6, 5]);
});

it('the same in the playoffs: a series whose home side is undecided is not reversed', () => {
  const conferenceFinals = [
    played(1, CF, 3, 7, [99, 100], T0),
    played(2, CF, 3, 7, [99, 100], T0 + DAY),
    played(3, CF, 3, 7, [99, 100], T0 + 2 * DAY),
    played(4, CF, 3, 7, [99, 100], T0 + 3 * DAY),
    game({ id: 5, stageId: CF, homeId: 1, awayId: 2, matchDate: T0 + 4 * DAY }),
  ];
  const finals = [game({ id: 9, stageId: PF, homeId: 0, awayId: 7, matchDate: T0 + 10 * DAY })];
  const rounds = playoffBracket([
    { stageId: CF, games: conferenceFinals },
    { stageId: PF, games: finals },
  ]);
  expect(rounds[1]!.ties[0]).toMatchObject({ homeId: 0, awayId: 7, isReverse: false });
});
