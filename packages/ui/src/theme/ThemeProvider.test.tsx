import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '../components/Money/Money';
import { pawcallTheme } from '../themes/pawcall.css';
import { pharmacyTheme } from '../themes/pharmacy.css';
import { ThemeProvider, usePortalContainer } from './ThemeProvider';

function PortalProbe() {
  const container = usePortalContainer();
  return <output>{container ? 'inside' : 'none'}</output>;
}

describe('ThemeProvider', () => {
  it('puts the brand class on its root and offers a portal container inside it', () => {
    const { container } = render(
      <ThemeProvider theme={pharmacyTheme}>
        <PortalProbe />
      </ThemeProvider>,
    );
    const root = container.querySelector('[data-pawcall-theme]')!;
    expect(root).toHaveClass(pharmacyTheme);
    expect(root).not.toHaveClass(pawcallTheme);
    expect(screen.getByRole('status')).toHaveTextContent('inside');
    expect(root.querySelector('[data-pawcall-portal]')).not.toBeNull();
  });

  it('gives formatters its locale', () => {
    render(
      <ThemeProvider theme={pawcallTheme} locale="en-GB">
        <Money amount={2500} currency="GBP" />
      </ThemeProvider>,
    );
    expect(screen.getByText('£25.00')).toBeVisible();
  });
});
