import { fireEvent, render, screen } from '@testing-library/react';
import { Bracket } from '../../../src/ui/bracket';
import { textsByRole } from '@tests/support/role-texts';

it('shows the rounds in order, each tie with its sides, scores, winner and note; unknown sides are 待定', () => {
  const onSelect = jest.fn();
  render(
    <Bracket
      label="欧冠淘汰赛"
      rounds={[
        {
          key: 'sf',
          title: '半决赛',
          ties: [
            {
              key: 'a',
              top: { name: '皇马', score: 4, winner: true },
              bottom: { name: '拜仁', score: 3 },
              note: '总比分 4-3',
              onSelect,
              label: '半决赛 皇马 4 比 3 拜仁',
            },
            { key: 'b', top: { name: '巴黎', score: 1 }, bottom: { name: '多特', score: 2, winner: true } },
          ],
        },
        { key: 'f', title: '决赛', ties: [{ key: 'c', top: null, bottom: null }] },
      ]}
    />,
  );
  const bracket = screen.getByRole('region', { name: '欧冠淘汰赛' });
  expect(textsByRole(bracket, 'heading')).toEqual(['半决赛', '决赛']);
  expect(screen.getByText('总比分 4-3')).toBeInTheDocument();
  expect(screen.getAllByText('待定')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: '半决赛 皇马 4 比 3 拜仁' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
});
