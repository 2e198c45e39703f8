import { lastChain, type ChainNode } from '../../../bench/lcp-chain';

const node = (id: string, start: number, end: number, dependencies: string[] = []): ChainNode => ({
  id,
  label: id,
  start,
  end,
  dependencies,
});

describe('lastChain', () => {
  it('walks back from the node that ends last, each time through the dependency that ended last', () => {
    const nodes = [
      node('document', 0, 750),
      node('react', 800, 1400, ['document']),
      node('main', 1400, 1700, ['document']),
      node('eval', 1700, 1750, ['main', 'react']),
      node('picture', 1200, 1350, ['document']),
      node('list', 1800, 1950, ['eval', 'picture']),
    ];
    expect(lastChain(nodes).map((each) => each.id)).toEqual(['list', 'eval', 'main', 'document']);
  });

  it('stops at a dependency outside the graph and reads an empty graph as no chain', () => {
    expect(lastChain([node('xhr', 10, 20, ['left-out'])]).map((each) => each.id)).toEqual(['xhr']);
    expect(lastChain([])).toEqual([]);
  });
});
