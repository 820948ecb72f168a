import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and described by its help text', () => {
    renderWithTheme(<TextField label="First name" description="As on your ID" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('As on your ID');
  });

  it('shows its error messages joined with spaces and marks itself invalid', () => {
    renderWithTheme(<TextField label="Email" errors={['Please enter a valid email.', 'Required.']} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email. Required.');
  });

  it('raises onChange on each keystroke but onCommit only on blur, and only when the value changed', async () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    renderWithTheme(
      <TextField label="City" defaultValue="Toronto" onChange={onChange} onCommit={onCommit} />,
    );
    const input = screen.getByRole('textbox', { name: 'City' });

    await userEvent.click(input);
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();

    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'Ottawa');
    expect(onChange).toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('Ottawa');
  });

  it('commits on Enter, and a blur right after does not commit again', async () => {
    const onCommit = vi.fn();
    renderWithTheme(<TextField label="Promo code" onCommit={onCommit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'FOLLOWUP15{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('FOLLOWUP15');
    await userEvent.tab();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('keeps the label for screen readers when hidden', () => {
    renderWithTheme(<TextField label="Search vets" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search vets' })).toBeInTheDocument();
  });

  it('is the browser date control when asked for a date, labelled and styled like any other field', () => {
    renderWithTheme(
      <>
        <TextField label="Name" />
        <TextField type="date" label="Birthday" description="From the adoption papers" />
      </>,
    );
    const birthday = screen.getByLabelText('Birthday');
    expect(birthday).toHaveAttribute('type', 'date');
    expect(birthday).toHaveAccessibleDescription('From the adoption papers');
    expect(birthday.className).toBe(screen.getByRole('textbox', { name: 'Name' }).className);
  });
});
