/** The live room's top bar: back goes to the page before, else to the anchor home (ui/page-bar). */
import { useBack } from '../../../platform/bridge/navigation-context';
import { linkTo } from '../../../platform/domain/domain-links';
import { PageBar } from '../../../ui/page-bar';

export function RoomPageBar({ title }: { title: string }) {
  return <PageBar title={title} onBack={useBack(linkTo('anchors.home'))} />;
}
