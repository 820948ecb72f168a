import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('Enter inserts a new line instead of committing', async () => {
    const onCommit = vi.fn();
    renderWithTheme(<TextArea label="Notes" onCommit={onCommit} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(box, 'Line one{Enter}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('Line one\nLine two');
  });

  it('does not commit on blur when nothing changed', async () => {
    const onCommit = vi.fn();
    renderWithTheme(<TextArea label="Notes" defaultValue="Same" onCommit={onCommit} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Notes' }));
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows errors and marks itself invalid', () => {
    renderWithTheme(<TextArea label="Notes" errors={['A description is required.']} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('A description is required.');
  });
});
