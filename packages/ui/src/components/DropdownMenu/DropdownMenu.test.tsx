import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

const items = [
  { value: 'reschedule', label: 'Reschedule' },
  { value: 'receipt', label: 'Download receipt', disabled: true },
  { value: 'cancel', label: 'Cancel appointment', tone: 'danger' as const, separatorBefore: true },
];

describe('DropdownMenu', () => {
  it('opens from the keyboard, skips disabled items and runs the chosen action', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <DropdownMenu
        trigger={<Button variant="secondary">More actions</Button>}
        items={items}
        onSelect={onSelect}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Download receipt' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('cancel');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderWithTheme(
      <DropdownMenu
        trigger={<Button variant="secondary">More actions</Button>}
        items={items}
        onSelect={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });
});
