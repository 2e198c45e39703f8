/**
 * UEFA's last-round shoot-out (rules/tie-breakers.ts): two teams level on points, head-to-head
 * and goals in all matches, who met in the last round, with no other team of the group on their
 * points, were parted by a shoot-out — not known here, so they stay undecided, ahead of
 * disciplinary points.
 */
import { disciplinary, inRounds, order, score, tieBreakers } from '../support/fixtures';

/** The procedures, from the module loaded for each test (see tieBreakers). */
let procedures: ReturnType<typeof tieBreakers>;
beforeEach(() => {
  procedures = tieBreakers();
});

// Disciplinary points that would put 1 above 2 and 3 above 4.
const discipline = disciplinary({ 1: 2, 2: 5, 3: 1, 4: 4 });

/** 1 and 2 each beat 3 and 4 (2-0 and 1-0) and draw 1-1 with each other, in the last round or the first. */
function twoLevelOnEverything(meeting: 'home' | 'away', when: 'last' | 'first') {
  const [first, second] = meeting === 'home' ? [1, 2] : [2, 1];
  const meetings = [score(first, second, 1, 1), score(3, 4, 0, 0)];
  const others = [
    [score(1, 4, 1, 0), score(2, 3, 1, 0)],
    [score(1, 3, 2, 0), score(4, 2, 0, 2)],
  ];
  return when === 'last' ? inRounds(...others, meetings) : inRounds(meetings, ...others);
}

it.each(['home', 'away'] as const)(
  'two teams level on everything who met in the last round (the first at %s) took penalties: undecided',
  (meeting) => {
    // 1 and 2: 7 points, +3, 4 goals; 3 and 4: 1 point, −3, no goal — both pairs met in round 3.
    expect(
      order([1, 2, 3, 4], twoLevelOnEverything(meeting, 'last'), procedures.UEFA_GROUP_PROCEDURE, discipline),
    ).toEqual(['undecided:1,2', 'undecided:3,4']);
  },
);

it('two teams level on everything who met before the last round: disciplinary points decide', () => {
  // In the last round 1 hosted 3 and 2 played at 4: neither pair met then.
  expect(
    order([1, 2, 3, 4], twoLevelOnEverything('home', 'first'), procedures.UEFA_GROUP_PROCEDURE, discipline),
  ).toEqual([1, 2, 3, 4]);
});

it('no shoot-out when a third team of the group is on their points, though head-to-head placed it', () => {
  // 1, 2 and 3 on 5 points; 3 tops their mini-league on goals (4 to 3), 1 and 2 stay level on
  // everything after meeting in the last round — disciplinary points decide.
  const fixtures = inRounds(
    [score(1, 3, 2, 2), score(2, 4, 1, 0)],
    [score(2, 3, 2, 2), score(1, 4, 1, 0)],
    [score(1, 2, 1, 1), score(3, 4, 1, 0)],
  );
  expect(order([1, 2, 3, 4], fixtures, procedures.UEFA_GROUP_PROCEDURE, discipline)).toEqual([3, 1, 2, 4]);
});

it('no shoot-out among three teams level on everything, though two of them met in the last round', () => {
  // 1, 2 and 3 draw 1-1 with each other and beat 4 1-0: 5 points, +1, 3 goals each.
  const fixtures = inRounds(
    [score(1, 3, 1, 1), score(2, 4, 1, 0)],
    [score(2, 3, 1, 1), score(1, 4, 1, 0)],
    [score(1, 2, 1, 1), score(3, 4, 1, 0)],
  );
  expect(order([1, 2, 3, 4], fixtures, procedures.UEFA_GROUP_PROCEDURE, disciplinary({ 1: 3, 2: 2, 3: 1 }))).toEqual([
    3, 2, 1, 4,
  ]);
});
