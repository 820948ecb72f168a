import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Select } from './Select';

const options = [
  { value: 'DOG', label: 'Dog' },
  { value: 'CAT', label: 'Cat' },
  { value: 'BIRD', label: 'Bird' },
];

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    renderWithTheme(<Select label="Species" options={options} placeholder="Choose a species" />);
    expect(screen.getByRole('combobox', { name: 'Species' })).toHaveTextContent('Choose a species');
  });

  it('opens with the keyboard and picks an option with arrows and Enter', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Select label="Species" options={options} placeholder="Choose" onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Species' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('CAT');
    expect(trigger).toHaveTextContent('Cat');
  });

  it('renders its list inside the themed root (portal container)', async () => {
    renderWithTheme(<Select label="Species" options={options} placeholder="Choose" />);
    screen.getByRole('combobox', { name: 'Species' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest('[data-pawcall-theme]')).not.toBeNull();
  });

  it('announces its error messages', () => {
    renderWithTheme(<Select label="Species" options={options} errors={['Pet species is required.']} />);
    const trigger = screen.getByRole('combobox', { name: 'Species' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Pet species is required.');
  });
});
