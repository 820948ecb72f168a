import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text and fires onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Book appointment</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('activates with Enter and Space from the keyboard', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Continue</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    renderWithTheme(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'button');
  });

  it('while loading, stays focusable, reports busy and ignores clicks (no double submit)', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay now
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with asChild styles a link instead of rendering a button', () => {
    renderWithTheme(
      <Button asChild variant="secondary">
        <a href="/book">Book a vet</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Book a vet' });
    expect(link).toHaveAttribute('href', '/book');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
