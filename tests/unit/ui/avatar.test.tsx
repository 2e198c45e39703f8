import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, avatarColourIndex, initialsOf } from '../../../src/ui/avatar';

describe('Avatar', () => {
  it('shows the photo with the name as alt text', () => {
    render(<Avatar src="https://img.example/a.png" name="张三" />);
    expect(screen.getByRole('img', { name: '张三' })).toHaveAttribute('src', 'https://img.example/a.png');
  });

  it('falls back to initials on a name-derived colour when the image fails', () => {
    const { rerender } = render(<Avatar src="https://img.example/broken.png" name="李四" alt="主播 李四" />);
    fireEvent.error(screen.getByRole('img', { name: '主播 李四' }));
    const fallback = screen.getByRole('img', { name: '主播 李四' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('李');
    expect(fallback).toHaveAttribute('data-colour', String(avatarColourIndex('李四')));
    expect(fallback.style.background).toBe(`var(--si-color-avatar-${avatarColourIndex('李四')})`);

    // A new address gets its own try.
    rerender(<Avatar src="https://img.example/b.png" name="李四" alt="主播 李四" />);
    expect(screen.getByRole('img', { name: '主播 李四' }).tagName).toBe('IMG');
  });

  it('uses the fallback when there is no image, and hides itself when decorative', () => {
    const { rerender } = render(<Avatar src={null} name="Leo Messi" size="l" />);
    expect(screen.getByRole('img', { name: 'Leo Messi' })).toHaveTextContent('LM');
    rerender(<Avatar name="Leo Messi" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('derives stable initials and colours', () => {
    expect(initialsOf('  王五 ')).toBe('王');
    expect(initialsOf('kobe')).toBe('K');
    expect(initialsOf('')).toBe('?');
    expect(avatarColourIndex('张三')).toBe(avatarColourIndex('张三'));
    for (const name of ['a', 'b', '张三', '李四', 'Leo Messi']) {
      expect(avatarColourIndex(name)).toBeGreaterThanOrEqual(1);
      expect(avatarColourIndex(name)).toBeLessThanOrEqual(8);
    }
  });
});
