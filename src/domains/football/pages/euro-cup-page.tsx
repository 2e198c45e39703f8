/** /euro-cup: the Euro's topic page (pages/tournament-page.tsx). */
import { TournamentPage } from './tournament-page';

export default function EuroCupPage() {
  return <TournamentPage tournament="euro" />;
}
