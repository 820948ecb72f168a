import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles on click of its label and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Checkbox label="I agree to the terms of use" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms of use' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I agree to the terms of use'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with Space from the keyboard', async () => {
    renderWithTheme(<Checkbox label="Vomiting" />);
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: 'Vomiting' });
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows its errors and describes the box with them', () => {
    renderWithTheme(<Checkbox label="Terms" errors={['You must agree to the terms.', 'Required.']} />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree to the terms. Required.');
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Checkbox label="Itching" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Itching' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Itching' })).not.toBeChecked();
  });
});
