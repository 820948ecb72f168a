import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is announced at once with its title and message', () => {
    renderWithTheme(
      <Alert tone="error" title="Payment failed">
        Please try another card.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Please try another card.');
  });

  it('success banners use role=alert too', () => {
    renderWithTheme(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
  });

  it('offers a named dismiss button reachable by keyboard', async () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <Alert onDismiss={onDismiss} dismissLabel="Dismiss">
        Saved
      </Alert>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless asked', () => {
    renderWithTheme(<Alert>Saved</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
