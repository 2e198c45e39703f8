import { fireEvent, render, screen, within } from '@testing-library/react';
import { StatTable, type StatColumn } from '../../../src/ui/stat-table';
import { textsByRole } from '@tests/support/role-texts';

interface Row {
  rank: number;
  team: string;
  won: number;
  points: number;
}
const rows: Row[] = [
  { rank: 1, team: '利物浦', won: 20, points: 64 },
  { rank: 2, team: '阿森纳', won: 18, points: 58 },
];
const columns: StatColumn<Row>[] = [
  { key: 'rank', label: '排名' },
  { key: 'team', label: '球队', kind: 'text' },
  { key: 'won', label: '胜', title: '胜场' },
  { key: 'points', label: '积分', render: (row) => <strong>{row.points}</strong> },
];

it('is a table with a caption, column headers and a row header per row', () => {
  render(<StatTable caption="英超积分榜" columns={columns} rows={rows} rowKey={(row) => row.team} />);
  const table = screen.getByRole('table', { name: '英超积分榜' });
  expect(textsByRole(table, 'columnheader')).toEqual(['排名', '球队', '胜', '积分']);
  expect(textsByRole(table, 'rowheader')).toEqual(['1', '2']);
  expect(within(table).getByText('64').tagName).toBe('STRONG');
  expect(within(table).getByRole('columnheader', { name: '胜' })).toHaveAttribute('abbr', '胜场');
});

it('marks rows for screen readers too, and opens a row from its first cell', () => {
  const onRowSelect = jest.fn();
  render(
    <StatTable
      caption="积分榜"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.team}
      mark={(row) => (row.rank === 1 ? { tone: 'info', label: '欧冠区' } : null)}
      highlight={(row) => row.team === '阿森纳'}
      onRowSelect={onRowSelect}
    />,
  );
  expect(screen.getByText('欧冠区')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  expect(onRowSelect).toHaveBeenCalledWith(rows[1]);
});
