import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { SlideOver } from './SlideOver';

const base = {
  title: 'Edit pet',
  closeLabel: 'Close',
  trigger: <Button>Edit Rex</Button>,
  children: <p>Name, breed and weight</p>,
};

describe('SlideOver', () => {
  it('opens from its trigger as a named dialog and closes on Escape, focus back on the trigger', async () => {
    renderWithTheme(<SlideOver {...base} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rex' }));
    expect(await screen.findByRole('dialog', { name: 'Edit pet' })).toHaveTextContent(
      'Name, breed and weight',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Rex' })).toHaveFocus();
  });

  it('closes on a click on the overlay', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<SlideOver {...base} defaultOpen onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-pawcall-portal] [data-slide-over-overlay]')!;
    await userEvent.click(overlay);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('closes on a downward swipe over 150 px from the top, not on a shorter one', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<SlideOver {...base} defaultOpen swipeToClose="always" onOpenChange={onOpenChange} />);
    const title = await screen.findByRole('heading', { name: 'Edit pet' });
    fireEvent.pointerDown(title, { button: 0, clientY: 100 });
    fireEvent.pointerMove(title, { clientY: 240 });
    fireEvent.pointerUp(title, { clientY: 240 });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(title, { button: 0, clientY: 100 });
    fireEvent.pointerMove(title, { clientY: 260 });
    fireEvent.pointerUp(title, { clientY: 260 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks before leaving when a confirmation is set; Stay keeps it open, Leave closes', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <SlideOver
        {...base}
        defaultOpen
        onOpenChange={onOpenChange}
        confirmLeave={{ title: 'Discard your changes?', confirmLabel: 'Leave', cancelLabel: 'Stay' }}
      />,
    );
    await screen.findByRole('dialog', { name: 'Edit pet' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit pet' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
