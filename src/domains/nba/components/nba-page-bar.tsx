/** The NBA sub-pages' top bar: back goes to the page before, else to /nba (ui/page-bar). */
import { useBack } from '../../../platform/bridge/navigation-context';
import { PageBar } from '../../../ui/page-bar';
import { nbaPaths } from '../nba-paths';

export function NbaPageBar({ title }: { title: string }) {
  return <PageBar title={title} onBack={useBack(nbaPaths.home())} />;
}
