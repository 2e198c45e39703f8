import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ActionSheet, SheetFrame } from '../../../src/ui/action-sheet';
import { Dialog } from '../../../src/ui/dialog';
import { DOUBLE_TAP_WINDOW_MS } from '../../../src/ui/modal-behaviour';

/** The clock moves past the double-tap window of the modal's opening. */
function afterDoubleTapWindow() {
  const now = performance.now() + DOUBLE_TAP_WINDOW_MS + 1;
  jest.spyOn(performance, 'now').mockReturnValue(now);
}
afterEach(() => jest.restoreAllMocks());

function DialogHarness({
  onClose = () => undefined,
  onConfirm = () => undefined,
  closeOnBackdrop,
}: {
  onClose?: () => void;
  onConfirm?: () => void;
  closeOnBackdrop?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="sport-info-root">
      <button type="button" onClick={() => setOpen(true)}>
        购买
      </button>
      <Dialog
        open={open}
        title="确认购买"
        closeOnBackdrop={closeOnBackdrop}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={{ dismiss: '取消', confirm: '确定', onConfirm }}
      >
        将花费 10 金币
      </Dialog>
    </div>
  );
}

const openDialog = () => {
  const trigger = screen.getByRole('button', { name: '购买' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
};

describe('Dialog', () => {
  it('is a labelled modal dialog rendered inside the app root, focus inside', () => {
    render(<DialogHarness />);
    openDialog();
    const dialog = screen.getByRole('dialog', { name: '确认购买' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('将花费 10 金币');
    expect(screen.getByTestId('sport-info-root')).toContainElement(dialog);
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, restores focus and the body scroll', () => {
    const onClose = jest.fn();
    document.body.style.overflow = 'scroll';
    render(<DialogHarness onClose={onClose} />);
    const trigger = openDialog();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('closes on a backdrop tap unless told not to', () => {
    const onClose = jest.fn();
    const { unmount } = render(<DialogHarness onClose={onClose} />);
    openDialog();
    afterDoubleTapWindow();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<DialogHarness onClose={onClose} closeOnBackdrop={false} />);
    openDialog();
    afterDoubleTapWindow();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores a backdrop tap within the double-tap window of its opening (the second tap of the tap that opened it)', () => {
    const onClose = jest.fn();
    render(<DialogHarness onClose={onClose} />);
    openDialog();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    afterDoubleTapWindow();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab focus inside the dialog', () => {
    render(<DialogHarness />);
    openDialog();
    const close = screen.getByRole('button', { name: '关闭' });
    const confirm = screen.getByRole('button', { name: '确定' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
    // Focus that wanders out is brought back.
    screen.getByRole('button', { name: '购买' }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on its 取消 and acts on its 确定', () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    render(<DialogHarness onClose={onClose} onConfirm={onConfirm} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders text as text', () => {
    render(
      <Dialog open title="<b>标题</b>" onClose={() => undefined}>
        {'<img src=x onerror=alert(1)>'}
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '<b>标题</b>' });
    expect(dialog.querySelector('img, b')).toBeNull();
    expect(dialog.parentElement!.parentElement).toBe(document.body);
  });
});

describe('ActionSheet', () => {
  const actions = [
    { key: 'report', label: '举报' },
    { key: 'block', label: '拉黑', tone: 'danger' as const },
  ];

  it('offers the actions, reports the chosen one and closes', () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    render(<ActionSheet open title="更多操作" actions={actions} onSelect={onSelect} onClose={onClose} />);
    const sheet = screen.getByRole('dialog', { name: '更多操作' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '举报' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '拉黑' }));
    expect(onSelect).toHaveBeenCalledWith('block');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on 取消, Escape and the backdrop', () => {
    const onClose = jest.fn();
    render(
      <ActionSheet open title="分享到" hideTitle actions={actions} onSelect={() => undefined} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: '分享到' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('action-sheet-backdrop'));
    // A backdrop tap right after opening is the second tap of a double tap: ignored.
    expect(onClose).toHaveBeenCalledTimes(2);
    afterDoubleTapWindow();
    fireEvent.click(screen.getByTestId('action-sheet-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

describe('SheetFrame', () => {
  it('names the sheet by its title, holds what it is given and closes on its one bottom button', () => {
    const onClose = jest.fn();
    render(
      <SheetFrame open title="比赛提醒" closeLabel="完成" backdropTestId="settings-backdrop" onClose={onClose}>
        <label>
          <span>进球</span>
          <input type="checkbox" />
        </label>
      </SheetFrame>,
    );
    const sheet = screen.getByRole('dialog', { name: '比赛提醒' });
    expect(screen.getByRole('heading', { name: '比赛提醒' })).toBe(sheet.firstElementChild);
    expect(screen.getByRole('checkbox', { name: '进球' })).toBeInTheDocument();
    expect(sheet.lastElementChild).toBe(screen.getByRole('button', { name: '完成' }));
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    afterDoubleTapWindow();
    fireEvent.click(screen.getByTestId('settings-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
