import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextLink } from './TextLink';

/** Renders an <a> from a `to` prop, as react-router's Link does. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, ...rest }, ref) {
    return <a ref={ref} href={to} data-router="" {...rest} />;
  },
);

describe('TextLink', () => {
  it('is a link named by its text, with its address', () => {
    renderWithTheme(<TextLink href="/cx/appointments">Your appointments</TextLink>);
    expect(screen.getByRole('link', { name: 'Your appointments' })).toHaveAttribute(
      'href',
      '/cx/appointments',
    );
  });

  it('takes keyboard focus with Tab and follows with Enter', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderWithTheme(
      <>
        <TextLink href="/auth/forgot-password" onClick={onClick}>
          Forgot your password?
        </TextLink>
        <TextLink href="/auth/register">Create an account</TextLink>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveFocus();
  });

  it('with asChild styles the router link it wraps instead of rendering its own <a>', async () => {
    let element: HTMLAnchorElement | null = null;
    renderWithTheme(
      <TextLink
        asChild
        tone="danger"
        ref={(node) => {
          element = node;
        }}
      >
        <RouterLink to="/cx/account/pets">Your pets</RouterLink>
      </TextLink>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toHaveAttribute('href', '/cx/account/pets');
    expect(link).toHaveAttribute('data-router');
    expect(link?.className).not.toBe('');
    expect(element).toBe(link);
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('keeps the current-page mark a router link sets, so the page being shown is announced', () => {
    renderWithTheme(
      <TextLink asChild tone="neutral" underline="hover">
        <RouterLink to="/cx/appointments" aria-current="page">
          Appointments
        </RouterLink>
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the class the caller adds next to its own', () => {
    renderWithTheme(
      <TextLink href="/help" className="extra">
        Help
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.classList).toContain('extra');
    expect(link.classList.length).toBeGreaterThan(1);
  });
});
