import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from './IconButton';

const bell = <svg data-testid="bell" viewBox="0 0 24 24" />;

describe('IconButton', () => {
  it('is a button named by its label, not by its icon or its badge', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <IconButton label="Notifications, 3 unread" count={3} onClick={onClick}>
        {bell}
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows no badge for no count or zero, and a large count in full', () => {
    renderWithTheme(
      <>
        <IconButton label="None yet">{bell}</IconButton>
        <IconButton label="None unread" count={0}>
          {bell}
        </IconButton>
        <IconButton label="140 unread" count={140}>
          {bell}
        </IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'None yet' })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'None unread' })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: '140 unread' })).toHaveTextContent('140');
  });

  it('opens the menu it triggers from the keyboard', async () => {
    renderWithTheme(
      <DropdownMenu
        items={[{ value: 'all', label: 'See all notifications' }]}
        onSelect={() => {}}
        trigger={
          <IconButton label="Notifications" count={1}>
            {bell}
          </IconButton>
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'See all notifications' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
