import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a button named by its text that does not submit the form it sits in', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onClick = vi.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <LinkButton onClick={onClick}>Log out</LinkButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes keyboard focus and acts on Enter and Space', async () => {
    const onClick = vi.fn();
    renderWithTheme(<LinkButton onClick={onClick}>Mark all as read</LinkButton>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('takes a label of its own over its text, and can be disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <LinkButton aria-label="Unread: Your vet replied" disabled onClick={onClick}>
        Your vet replied
      </LinkButton>,
    );
    const button = screen.getByRole('button', { name: 'Unread: Your vet replied' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
