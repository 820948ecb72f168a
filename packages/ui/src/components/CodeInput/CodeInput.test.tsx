import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CodeInput } from './CodeInput';

const digitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

describe('CodeInput', () => {
  it('has six named boxes; typing moves along and completing reports the code once', async () => {
    const onComplete = vi.fn();
    renderWithTheme(<CodeInput label="Verification code" digitLabel={digitLabel} onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12a3456');
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('3');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills every box from a pasted code', async () => {
    const onComplete = vi.fn();
    renderWithTheme(<CodeInput label="Verification code" digitLabel={digitLabel} onComplete={onComplete} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('987 654');
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveValue('6');
  });

  it('Backspace on an empty box clears the previous one and moves back', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CodeInput label="Code" digitLabel={digitLabel} defaultValue="12" onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
  });

  it('shows the server message for a wrong code', () => {
    renderWithTheme(
      <CodeInput label="Code" digitLabel={digitLabel} errors={['The code you entered was incorrect']} />,
    );
    expect(screen.getByRole('group', { name: 'Code' })).toHaveAccessibleDescription(
      'The code you entered was incorrect',
    );
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
  });
});
