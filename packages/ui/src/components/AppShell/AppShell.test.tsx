import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { AppHeader, AppShell } from './AppShell';

function Page() {
  return (
    <AppShell
      skipLinkLabel="Skip to main content"
      header={
        <AppHeader
          brand={<a href="/">Pawcall</a>}
          navigationLabel="Main"
          navigation={
            <>
              <a href="/gs">Find a vet</a>
              <button type="button">Log out</button>
            </>
          }
          actions={<button type="button">Language</button>}
        />
      }
    >
      <h1>Your appointments</h1>
      <a href="/gs">Book a visit</a>
    </AppShell>
  );
}

describe('AppShell and AppHeader', () => {
  it('give the page its landmarks: a banner with the brand, a named navigation, and the main region', () => {
    renderWithTheme(<Page />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Pawcall' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Find a vet' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    // Actions sit in the banner, outside the navigation.
    expect(within(nav).queryByRole('button', { name: 'Language' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Your appointments' }),
    ).toBeInTheDocument();
  });

  it('puts a skip link first, which moves keyboard focus past the header into the content', async () => {
    renderWithTheme(<Page />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab lands in the content, not back in the header.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Book a visit' })).toHaveFocus();
  });

  it('leaves out the navigation when there is none', () => {
    renderWithTheme(
      <AppShell skipLinkLabel="Skip to main content" header={<AppHeader brand="Pawcall" />} mainId="content">
        <p>Signed out</p>
      </AppShell>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#content');
  });
});
