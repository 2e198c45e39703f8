/** /euro-cup/team/{id} (pages/tournament-team-page.tsx). */
import { TournamentTeamPage } from './tournament-team-page';

export default function EuroCupTeamPage() {
  return <TournamentTeamPage tournament="euro" />;
}
