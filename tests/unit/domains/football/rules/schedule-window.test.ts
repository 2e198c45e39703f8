/** A team's season on its page (rules/schedule-window.ts): the last three played, the next three. */
import { scheduleWindow } from '@src/domains/football/rules/schedule-window';
import { footballMatch } from '../support/fixtures';

const NOT_STARTED = 1;
const FINISHED = 8;

it('before the season starts: the first three to come', () => {
  const matches = [5, 4, 3, 2, 1].map((id) => footballMatch({ id, matchDate: id * 1000, statusId: NOT_STARTED }));
  expect(scheduleWindow(matches).map((match) => match.id)).toEqual([1, 2, 3]);
});

it('matches at the same kick-off keep one order, by id, whatever order they come in', () => {
  const matches = [
    footballMatch({ id: 4, matchDate: 2000, statusId: NOT_STARTED }),
    footballMatch({ id: 3, matchDate: 2000, statusId: NOT_STARTED }),
    footballMatch({ id: 2, matchDate: 1000, statusId: FINISHED }),
    footballMatch({ id: 1, matchDate: 1000, statusId: FINISHED }),
  ];
  expect(scheduleWindow(matches).map((match) => match.id)).toEqual([1, 2, 3, 4]);
  expect(scheduleWindow([...matches].reverse()).map((match) => match.id)).toEqual([1, 2, 3, 4]);
});
