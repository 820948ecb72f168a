import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { NativeSelect } from './NativeSelect';

const options = (
  <>
    <option value="en-US">English (US)</option>
    <option value="fr-CA">Français (Canada)</option>
  </>
);

describe('NativeSelect', () => {
  it('is a combobox named by its label, and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <NativeSelect label="Language" defaultValue="en-US" onChange={onChange}>
        {options}
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByText('Language')).toBeVisible();
    await userEvent.selectOptions(select, 'fr-CA');
    expect(select).toHaveValue('fr-CA');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('with hideLabel keeps its name for screen readers only', () => {
    renderWithTheme(
      <NativeSelect label="Language" hideLabel>
        {options}
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByText('Language').className).not.toBe('');
    expect(select.getAttribute('style')).toBeNull();
  });

  it('keeps the id the caller gives, so a label elsewhere can point at it', () => {
    renderWithTheme(
      <NativeSelect label="Time zone" id="zone">
        {options}
      </NativeSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('id', 'zone');
  });
});
