/** The anchors' sub-pages' top bar: back goes to the page before, else to the anchor home (ui/page-bar). */
import type { ReactNode } from 'react';
import { useBack } from '../../../platform/bridge/navigation-context';
import { PageBar } from '../../../ui/page-bar';
import { anchorPaths } from '../anchor-paths';

export function AnchorPageBar({ title, extra }: { title: string; extra?: ReactNode }) {
  return <PageBar title={title} extra={extra} onBack={useBack(anchorPaths.home())} />;
}
