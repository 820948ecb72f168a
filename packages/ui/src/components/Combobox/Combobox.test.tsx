import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Combobox } from './Combobox';

const breeds = [
  { value: 'beagle', label: 'Beagle' },
  { value: 'border-collie', label: 'Border Collie' },
  { value: 'boxer', label: 'Boxer' },
  { value: 'labrador', label: 'Labrador Retriever' },
];

describe('Combobox', () => {
  it('filters the list as the user types and chooses with the keyboard', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Combobox
        label="Breed"
        options={breeds}
        emptyMessage="No breeds match"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Breed' });
    await userEvent.type(input, 'bo');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Border Collie', 'Boxer']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('boxer');
    expect(input).toHaveValue('Boxer');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches, and puts back the chosen text on blur', async () => {
    renderWithTheme(
      <Combobox label="Breed" options={breeds} defaultValue="beagle" emptyMessage="No breeds match" />,
    );
    const input = screen.getByRole('combobox', { name: 'Breed' });
    expect(input).toHaveValue('Beagle');
    await userEvent.clear(input);
    await userEvent.type(input, 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No breeds match');
    await userEvent.tab();
    expect(input).toHaveValue('Beagle');
  });

  it('chooses an option with the mouse and Escape closes the list', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Combobox
        label="Breed"
        options={breeds}
        emptyMessage="No breeds match"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Breed' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Labrador Retriever' }));
    expect(onValueChange).toHaveBeenCalledWith('labrador');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
