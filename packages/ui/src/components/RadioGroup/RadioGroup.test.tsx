import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'DECEASED', label: 'Deceased' },
  { value: 'GAVE_AWAY', label: 'Gave away' },
  { value: 'OTHER', label: 'Other' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its label', () => {
    renderWithTheme(<RadioGroup label="Reason" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('selects the focused option with Enter (spec: Enter or Space)', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<RadioGroup label="Reason" options={options} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Deceased' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'Deceased' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('DECEASED');
  });

  it('selects the focused option with Space', async () => {
    renderWithTheme(<RadioGroup label="Reason" options={options} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Deceased' })).toBeChecked();
  });

  it('moves and selects with the arrow keys', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <RadioGroup label="Reason" options={options} defaultValue="DECEASED" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    // Held down, as a person presses it: Radix checks the option that receives focus while an arrow is down.
    await userEvent.keyboard('{ArrowDown>}');
    expect(screen.getByRole('radio', { name: 'Gave away' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Gave away' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('GAVE_AWAY');
    await userEvent.keyboard('{/ArrowDown}');
  });

  it('selects by clicking the option label', async () => {
    renderWithTheme(<RadioGroup label="Reason" options={options} />);
    await userEvent.click(screen.getByText('Other'));
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
  });

  it('follows a controlled value', () => {
    renderWithTheme(<RadioGroup label="Reason" options={options} value="OTHER" />);
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Deceased' })).not.toBeChecked();
  });

  it('describes the group with its error message', () => {
    renderWithTheme(<RadioGroup label="Reason" options={options} errors={['A reason is required.']} />);
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toHaveAccessibleDescription(
      'A reason is required.',
    );
  });
});
