/**
 * What a descriptor gives other domains besides its links: the warm-up a press on one of its
 * links starts (`warmLinkOnPress`, found by the link's route pattern wherever the app's base puts
 * it), and its named panels, drawn by another domain's page from their own chunk.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineDomain } from '@src/platform/domain/domain-descriptor';
import { warmLinkOnPress } from '@src/platform/domain/domain-links';
import { DomainPanel } from '@src/platform/domain/domain-panels';

const warm = jest.fn();
const moments = jest.fn(({ hostId }: { hostId: number }) => <p>moments of {hostId}</p>);

beforeAll(() => {
  defineDomain({
    id: 'live-room',
    routes: [
      {
        id: 'room',
        pattern: '/anchor/detail/:id',
        header: false,
        keepAlive: false,
        load: async () => ({ default: () => null }),
      },
    ],
    links: { room: '/anchor/detail/:id' },
    warmLinks: { room: warm },
  });
  defineDomain({
    id: 'anchors',
    links: { home: '/anchor', profile: '/anchor/anchor-image/:id' },
    panels: {
      streamerMoments: async () => ({ default: moments }),
      rankPreview: async () => ({ default: () => null }),
    },
  });
});
beforeEach(() => warm.mockClear());

function pressOn(html: string): void {
  document.body.innerHTML = html;
  warmLinkOnPress({ target: document.querySelector('[data-pressed]') });
}

it("warms a room when a press lands inside a link to it, under any base, with the address's parameters", () => {
  pressOn('<a href="/sport-info/anchor/detail/42"><span data-pressed>tile</span></a>');
  expect(warm).toHaveBeenCalledWith({ id: '42' });
  pressOn('<a href="/anchor/detail/7?envelope=1"><img data-pressed alt="" /></a>');
  expect(warm).toHaveBeenLastCalledWith({ id: '7' });
});

it('starts nothing for a press outside a link, or on a link to a page without a warm-up', () => {
  pressOn('<div><h2 data-pressed>热门主播</h2></div>');
  pressOn('<a data-pressed href="/anchor/week-rank">周榜</a>');
  pressOn('<a data-pressed href="/anchor/detail/7/more">x</a>');
  warmLinkOnPress({ target: null });
  expect(warm).not.toHaveBeenCalled();
});

it("draws another domain's panel from its chunk, with its props", async () => {
  render(
    <Suspense fallback={<p>loading</p>}>
      <DomainPanel name="anchors.streamerMoments" props={{ hostId: 9 }} />
    </Suspense>,
  );
  expect(await screen.findByText('moments of 9')).toBeInTheDocument();
});
