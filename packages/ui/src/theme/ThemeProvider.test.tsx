import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '../components/Money/Money';
import { brands } from '../themes/brands';
import { pawcallTheme } from '../themes/pawcall.css';
import { ThemeProvider, usePortalContainer } from './ThemeProvider';

function PortalProbe() {
  const container = usePortalContainer();
  return <output>{container ? 'inside' : 'none'}</output>;
}

describe('ThemeProvider', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))(
    'puts the %s brand, loaded from the registry, on its root and offers a portal container inside it',
    async (id, brand) => {
      const theme = await brand.load();
      const { container } = render(
        <ThemeProvider theme={theme}>
          <PortalProbe />
        </ThemeProvider>,
      );
      const root = container.querySelector('[data-pawcall-theme]')!;
      expect(root).toHaveClass(theme);
      // Each brand is its own theme class, named after its id.
      expect(theme).toMatch(new RegExp(id));
      for (const other of brands.filter((b) => b.id !== id)) expect(root).not.toHaveClass(await other.load());
      expect(screen.getByRole('status')).toHaveTextContent('inside');
      expect(root.querySelector('[data-pawcall-portal]')).not.toBeNull();
    },
  );

  it('gives formatters its locale', () => {
    render(
      <ThemeProvider theme={pawcallTheme} locale="en-GB">
        <Money amount={2500} currency="GBP" />
      </ThemeProvider>,
    );
    expect(screen.getByText('£25.00')).toBeVisible();
  });
});
