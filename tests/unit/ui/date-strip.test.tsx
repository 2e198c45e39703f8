import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateStrip } from '../../../src/ui/date-strip';
import { inChina } from '@tests/support/china-clock';

const day = (date: number, hour = 0) => inChina(2024, 6, date, hour);
const NOW = day(15, 12); // Saturday 2024-06-15
const DATES = [day(13), day(14), day(15), day(16), day(17)];

function Harness({ onSelect }: { onSelect?: (date: number) => void }) {
  const [selected, setSelected] = useState<number | null>(day(15, 20)); // any time of the day selects it
  return (
    <DateStrip
      dates={DATES}
      selected={selected}
      now={NOW}
      onSelect={(date) => {
        onSelect?.(date);
        setSelected(date);
      }}
    />
  );
}

describe('DateStrip', () => {
  it('shows MM月DD日 with the weekday, and 今天 for today', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: '选择日期' })).toBeInTheDocument();
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual([
      '周四06月13日',
      '周五06月14日',
      '今天06月15日',
      '周日06月16日',
      '周一06月17日',
    ]);
    const today = screen.getByRole('radio', { name: /今天/ });
    expect(today).toHaveAttribute('aria-checked', 'true');
    expect(today).toHaveAttribute('tabindex', '0');
  });

  it('selects a tapped day and moves with the arrow keys', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('radio', { name: /06月17日/ }));
    expect(onSelect).toHaveBeenLastCalledWith(day(17));
    expect(screen.getByRole('radio', { name: /06月17日/ })).toHaveAttribute('aria-checked', 'true');

    fireEvent.keyDown(screen.getByRole('radio', { name: /06月17日/ }), { key: 'ArrowLeft' });
    expect(onSelect).toHaveBeenLastCalledWith(day(16));
    expect(screen.getByRole('radio', { name: /06月16日/ })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith(day(13));
    // Tapping the selected day again is not a change.
    const calls = onSelect.mock.calls.length;
    fireEvent.click(screen.getByRole('radio', { name: /06月13日/ }));
    expect(onSelect).toHaveBeenCalledTimes(calls);
  });

  it('lets the first day take the Tab stop when nothing is selected', () => {
    render(<DateStrip dates={DATES} selected={null} now={NOW} onSelect={() => undefined} />);
    expect(screen.getByRole('radio', { name: /06月13日/ })).toHaveAttribute('tabindex', '0');
    expect(
      screen.getAllByRole('radio').filter((option) => option.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(0);
  });
});
