/**
 * The news-feed harness page (bench/scenarios/news.ts): the /news page's own tip list
 * (src/domains/news/components/tip-feed-list: InfiniteList of TipCards, with the app's styles and
 * theme) over 500 tips of the development server, arriving 10 at a time as the list asks for the
 * next page — what a user scrolling the feed from top to bottom makes the page do.
 * Query: ?files=<file service address>.
 */
import { useCallback, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { TipMessage } from '../../src/contracts/news';
import { TipFeedList } from '../../src/domains/news/components/tip-feed-list';
import { NavigationContext, type NavigationPort } from '../../src/platform/bridge/navigation-context';
import { useConfigStore } from '../../src/platform/config/config-store';
import type { PagedFeed } from '../../src/platform/store/paged-feed';
import theme from '../../src/ui/tokens/theme.module.css';
import { NEWS_BENCH_DATA, NEWS_BENCH_GLOBAL, type NewsBenchApi } from './harness-api';

const PAGE_SIZE = 10;
/** How long a page takes to arrive. */
const PAGE_LATENCY_MS = 40;

const files = new URLSearchParams(location.search).get('files') ?? '';
useConfigStore.setState({ domainList: { api: [files], push: [], file: [files] } });

const navigation: NavigationPort = {
  go: () => 'done',
  login: () => 'done',
  href: (path) => path,
  back: () => undefined,
};

const bench: NewsBenchApi = {
  ready: false,
  // The feed is windowed: the furthest tip rendered, by its place in the list (the
  // 500th once scrolled to the end), not how many are in the DOM.
  shown: () =>
    Math.max(
      document.querySelectorAll('[data-tip-id]').length,
      ...[...document.querySelectorAll('li[aria-posinset]')]
        .filter((row) => row.querySelector('[data-tip-id]') !== null)
        .map((row) => Number(row.getAttribute('aria-posinset'))),
    ),
  atEnd: () => false,
};
(window as unknown as Record<string, NewsBenchApi>)[NEWS_BENCH_GLOBAL] = bench;

function Feed({ tips }: { tips: TipMessage[] }) {
  const [count, setCount] = useState(PAGE_SIZE);
  const [loadingMore, setLoadingMore] = useState(false);
  const pending = useRef(false);
  const now = useRef(Date.now()).current;
  const isLastPage = count >= tips.length;
  bench.atEnd = () => isLastPage && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  const onLoadMore = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setLoadingMore(true);
    setTimeout(() => {
      pending.current = false;
      setLoadingMore(false);
      setCount((current) => Math.min(tips.length, current + PAGE_SIZE));
    }, PAGE_LATENCY_MS);
  }, [tips.length]);
  const feed: PagedFeed<TipMessage, null> = {
    status: 'ready',
    list: tips.slice(0, count),
    page: Math.ceil(count / PAGE_SIZE),
    isLastPage,
    query: null,
    refreshing: false,
    loadingMore,
    moreFailed: false,
  };
  return (
    <TipFeedList
      feed={feed}
      now={now}
      onLoadMore={onLoadMore}
      onRetry={() => undefined}
      emptyTitle=""
      ariaLabel="最新爆料"
    />
  );
}

void fetch(`/${NEWS_BENCH_DATA}`)
  .then((response) => response.json() as Promise<TipMessage[]>)
  .then((tips) => {
    const container = document.getElementById('root');
    if (!container) return;
    container.className = theme.root ?? '';
    container.dataset.platform = 'web';
    createRoot(container).render(
      <NavigationContext.Provider value={navigation}>
        <MemoryRouter>
          <Feed tips={tips} />
        </MemoryRouter>
      </NavigationContext.Provider>,
    );
    requestAnimationFrame(() => (bench.ready = true));
  });
