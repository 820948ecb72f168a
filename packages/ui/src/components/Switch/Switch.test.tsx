import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that turns on and off', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Switch label="Text me reminders" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Text me reminders' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('toggles with Space and Enter', async () => {
    renderWithTheme(<Switch label="Pause availability" description="For one hour" />);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Pause availability' });
    expect(toggle).toHaveAccessibleDescription('For one hour');
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });
});
