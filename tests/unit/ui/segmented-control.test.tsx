import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SegmentedControl } from '../../../src/ui/segmented-control';

type Sort = 'hot' | 'new' | 'follow';

function Harness({ onChange }: { onChange: (value: Sort) => void }) {
  const [value, setValue] = useState<Sort>('hot');
  return (
    <SegmentedControl<Sort>
      ariaLabel="排序方式"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      options={[
        { value: 'hot', label: '最热' },
        { value: 'new', label: '最新' },
        { value: 'follow', label: '关注', disabled: true },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a radiogroup; taps and arrow keys change the choice, skipping disabled ones', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: '排序方式' })).toBeInTheDocument();
    const hot = screen.getByRole('radio', { name: '最热' });
    expect(hot).toHaveAttribute('aria-checked', 'true');
    expect(hot).toHaveAttribute('tabindex', '0');

    fireEvent.click(hot);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.keyDown(hot, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('new');
    expect(screen.getByRole('radio', { name: '最新' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('hot');

    fireEvent.click(screen.getByRole('radio', { name: '关注' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes the vertical arrows as a radio group does, and leaves Home and End to the page', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const hot = screen.getByRole('radio', { name: '最热' });
    expect(fireEvent.keyDown(hot, { key: 'ArrowDown' })).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('new');
    expect(screen.getByRole('radio', { name: '最新' })).toHaveAttribute('tabindex', '0');
    expect(hot).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('hot');
    expect(hot).toHaveFocus();

    // Not prevented: the page scrolls as it would anywhere else.
    expect(fireEvent.keyDown(hot, { key: 'End' })).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(2);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('type', 'button');
  });

  it('passes a numeric code back as the number it was given', () => {
    const onChange = jest.fn();
    render(
      <SegmentedControl
        ariaLabel="赔率"
        value={1}
        onChange={onChange}
        options={[
          { value: 1, label: '欧赔' },
          { value: 2, label: '港赔' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: '欧赔' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '港赔' }));
    expect(onChange).toHaveBeenCalledWith(2);
    fireEvent.keyDown(screen.getByRole('radio', { name: '欧赔' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(onChange.mock.calls.every(([value]) => typeof value === 'number')).toBe(true);
  });
});
