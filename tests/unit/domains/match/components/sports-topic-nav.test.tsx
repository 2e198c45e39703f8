// The domains' descriptors, as when the app starts: they declare the named links a tap follows.
import '@src/app/domains';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { switchLocale } from '@src/platform/i18n/messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SportsTopicNav, type SportsTopic } from '@src/domains/match/components/sports-topic-nav';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';

/** The nav on the page of `active`, reached by its address; the NBA page stands beside it. */
function renderOnPageOf(active: SportsTopic) {
  render(
    <WithNavigation navigation={fakeNavigation()}>
      <MemoryRouter initialEntries={[`/${active}`]}>
        <Routes>
          <Route path={`/${active}`} element={<SportsTopicNav active={active} />} />
          <Route path="/nba" element={<p>NBA 页面</p>} />
        </Routes>
      </MemoryRouter>
    </WithNavigation>,
  );
}

it('shows the topics but the hidden World Cup, the current one selected, and goes to another by the router', () => {
  renderOnPageOf('five-leagues');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['五大联赛', 'NBA', '欧洲杯']);
  expect(screen.getByRole('tab', { name: '五大联赛' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('tab', { name: 'NBA' }));
  expect(screen.getByText('NBA 页面')).toBeInTheDocument();
});

it('shows the World Cup only on its own page, reached by address, as the lit tab', () => {
  renderOnPageOf('world-cup');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['五大联赛', 'NBA', '欧洲杯', '世界杯']);
  expect(screen.getByRole('tab', { name: '世界杯' })).toHaveAttribute('aria-selected', 'true');
});

it('names the topics in the locale shown', async () => {
  await act(() => switchLocale('en'));
  try {
    renderOnPageOf('five-leagues');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Top 5 leagues', 'NBA', 'Euro']);
    expect(screen.getByRole('tablist', { name: 'Sports topics' })).toBeInTheDocument();
  } finally {
    act(() => useLocaleStore.getState().setLocale('zh-CN'));
  }
});
