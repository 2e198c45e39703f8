/** A vote tap on a ranking page (ranking/components/use-vote.ts): a visitor is asked to log in first, a user votes. */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useVote } from '@src/domains/ranking/components/use-vote';
import { useRankingStore } from '@src/domains/ranking/store/ranking-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation, type FakeNavigation } from '@tests/support/fake-navigation';

function voteAs(loggedIn: boolean) {
  setUpAppWorld({ loggedIn });
  const vote = jest.spyOn(useRankingStore.getState(), 'vote').mockResolvedValue();
  const navigation: FakeNavigation = fakeNavigation();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithNavigation navigation={navigation}>{children}</WithNavigation>
  );
  const { result } = renderHook(() => useVote('/ranking'), { wrapper });
  return { tap: result.current, vote, navigation };
}

it('votes for a logged-in user', () => {
  const { tap, vote, navigation } = voteAs(true);
  tap(7, 'like');
  expect(vote).toHaveBeenCalledWith(7, 'like');
  expect(navigation.logins).toEqual([]);
});

it('asks a visitor to log in, with the way back to the page', () => {
  const { tap, vote, navigation } = voteAs(false);
  tap(7, 'like');
  expect(vote).not.toHaveBeenCalled();
  expect(navigation.logins).toEqual(['/ranking']);
});

it('sends a visitor back to the page the tap is on now, when that page changed', () => {
  setUpAppWorld({ loggedIn: false });
  const navigation: FakeNavigation = fakeNavigation();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithNavigation navigation={navigation}>{children}</WithNavigation>
  );
  const { result, rerender } = renderHook(({ path }) => useVote(path), { wrapper, initialProps: { path: '/ranking' } });
  rerender({ path: '/ranking/user/508' });
  result.current(7, 'like');
  expect(navigation.logins).toEqual(['/ranking/user/508']);
});
