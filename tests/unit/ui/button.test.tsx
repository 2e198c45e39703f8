import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../../src/ui/button';

describe('Button', () => {
  it('ignores taps while loading and says it is busy', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        购买
      </Button>,
    );
    const button = screen.getByRole('button', { name: '购买' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled(); // stays focusable
  });

  it('runs a purchase once on a double tap when the parent sets loading', () => {
    const purchase = jest.fn();
    function PurchaseButton() {
      const [buying, setBuying] = useState(false);
      return (
        <Button
          loading={buying}
          onClick={() => {
            purchase();
            setBuying(true);
          }}
        >
          立即购买
        </Button>
      );
    }
    render(<PurchaseButton />);
    const button = screen.getByRole('button', { name: '立即购买' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(purchase).toHaveBeenCalledTimes(1);
  });

  it('counts as loading until a returned promise settles', async () => {
    let settle: () => void = () => undefined;
    const onClick = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Button onClick={onClick}>关注</Button>);
    const button = screen.getByRole('button', { name: '关注' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle());
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('becomes usable again after a rejected promise', async () => {
    const onClick = jest.fn(() => Promise.reject(new Error('余额不足')));
    render(<Button onClick={onClick}>购买</Button>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '购买' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: '购买' })).not.toHaveAttribute('aria-busy');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '购买' }));
    });
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled, and defaults to type=button', () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick} variant="ghost" size="s">
        取消
      </Button>,
    );
    const button = screen.getByRole('button', { name: '取消' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'button');
  });
});
