/** /world-cup/team/{id} (pages/tournament-team-page.tsx). */
import { TournamentTeamPage } from './tournament-team-page';

export default function WorldCupTeamPage() {
  return <TournamentTeamPage tournament="world-cup" />;
}
