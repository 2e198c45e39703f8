/** The news sub-pages' top bar: back goes to the page before, else to /news (ui/page-bar). */
import type { ReactNode } from 'react';
import { useBack } from '../../../platform/bridge/navigation-context';
import { PageBar } from '../../../ui/page-bar';
import { newsPaths } from '../news-paths';

export function NewsPageBar({ title, extra }: { title: string; extra?: ReactNode }) {
  return <PageBar title={title} extra={extra} onBack={useBack(newsPaths.home())} />;
}
