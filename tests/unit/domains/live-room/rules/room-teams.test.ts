import { roomTeams } from '@src/domains/live-room/rules/room-teams';
import { matchSummary, teamSummary } from '@tests/support/match-fixtures';
import { matchInfo } from '../../anchors/support/fixtures';

const info = matchInfo({ masterTeamName: '比利亚雷亚尔', guestTeamName: '皇家贝蒂斯' });

it("names the match's own teams, short names and crests, when the match is known", () => {
  const match = matchSummary({ home: teamSummary(11, '黄潜'), away: teamSummary(12, '贝蒂斯') });
  expect(roomTeams(info, match)).toEqual({ home: match.home, away: match.away });
});

it("names the room's own teams, without crests, when the match is not known", () => {
  expect(roomTeams(info, undefined)).toEqual({
    home: { shortNameZh: '比利亚雷亚尔', logoFileId: '' },
    away: { shortNameZh: '皇家贝蒂斯', logoFileId: '' },
  });
});
