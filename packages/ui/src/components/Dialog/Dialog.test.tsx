import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';

function renderDialog(onOpenChange = vi.fn()) {
  renderWithTheme(
    <Dialog
      title="Remove card?"
      description="You can add it again later."
      closeLabel="Close"
      onOpenChange={onOpenChange}
      trigger={<Button>Remove card</Button>}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Keep card</Button>
        </DialogClose>
      }
    />,
  );
  return onOpenChange;
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog inside the themed root', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove card?' });
    expect(dialog).toHaveAccessibleDescription('You can add it again later.');
    expect(dialog.closest('[data-pawcall-theme]')).not.toBeNull();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Remove card' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from the labelled × button and from a DialogClose footer button', async () => {
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside the dialog', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
