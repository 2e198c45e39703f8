/** A chat row carries its sender's 竞猜 record beside the name (a chip drawn from `data-record`). */
import { render, screen } from '@testing-library/react';
import { LineRow } from '@src/domains/live-room/crowd/components/chat-row';
import { chatLine } from '../../support/crowd-fixtures';

const record = { picks: 12, hits: 8, recent: 10, recentHits: 7, streak: 1, bestStreak: 5 };

it('shows the sender’s record as 近N中M beside their name, nothing without a settled pick', () => {
  const { rerender } = render(
    <ul>
      <LineRow line={chatLine(1, { nickName: '老球迷', record })} own={false} title={undefined} />
    </ul>,
  );
  expect(screen.getByText('老球迷')).toHaveAttribute('data-record', '近10中7');
  rerender(
    <ul>
      <LineRow
        line={chatLine(1, { nickName: '老球迷', record: { ...record, streak: 3 } })}
        own={false}
        title={undefined}
      />
    </ul>,
  );
  expect(screen.getByText('老球迷')).toHaveAttribute('data-record', '3连中');
  rerender(
    <ul>
      <LineRow line={chatLine(1, { nickName: '老球迷', record: null })} own={false} title={undefined} />
    </ul>,
  );
  expect(screen.getByText('老球迷')).not.toHaveAttribute('data-record');
});
