/** /world-cup: the World Cup's topic page (pages/tournament-page.tsx); its header tab is defined but hidden. */
import { TournamentPage } from './tournament-page';

export default function WorldCupPage() {
  return <TournamentPage tournament="world-cup" />;
}
