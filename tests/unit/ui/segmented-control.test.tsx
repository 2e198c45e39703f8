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
});
