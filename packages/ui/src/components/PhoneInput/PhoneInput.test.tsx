import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PhoneInput, toE164 } from './PhoneInput';

describe('PhoneInput', () => {
  it('pairs a country code with the number and commits the full number on Enter', async () => {
    const onCommit = vi.fn();
    renderWithTheme(<PhoneInput label="Mobile phone" countryLabel="Country code" onCommit={onCommit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '7700 900123{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith({
      country: 'GB',
      number: '7700 900123',
      e164: '+447700900123',
    });
  });

  it('does not commit on blur when nothing changed', async () => {
    const onCommit = vi.fn();
    renderWithTheme(
      <PhoneInput
        label="Mobile phone"
        countryLabel="Country code"
        defaultValue={{ country: 'CA', number: '4165550199' }}
        onCommit={onCommit}
      />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Mobile phone' }));
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows the field errors under both parts', () => {
    renderWithTheme(
      <PhoneInput label="Mobile phone" countryLabel="Country code" errors={['Phone number is required.']} />,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleDescription(
      'Phone number is required.',
    );
    expect(toE164({ country: 'US', number: '(555) 010-0199' })).toBe('+15550100199');
  });
});
