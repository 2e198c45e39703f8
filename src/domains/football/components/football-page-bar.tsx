/** The football sub-pages' top bar: back goes to the page before, else to the topic page (ui/page-bar). */
import { useBack } from '../../../platform/bridge/navigation-context';
import { PageBar } from '../../../ui/page-bar';

export function FootballPageBar({ title, fallbackPath }: { title: string; fallbackPath: string }) {
  return <PageBar title={title} onBack={useBack(fallbackPath)} />;
}
