import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the title as a focused heading so the failure is announced', () => {
    renderWithTheme(<ErrorScreen title="Woof! Unable to connect" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Woof! Unable to connect' })).toHaveFocus();
  });

  it('offers try-again and log-out with the labels given', async () => {
    const onTryAgain = vi.fn();
    const onLogOut = vi.fn();
    renderWithTheme(
      <ErrorScreen
        title="Woof! Unable to connect"
        message="Check your connection."
        tryAgainLabel="Réessayer"
        onTryAgain={onTryAgain}
        logOutLabel="Se déconnecter"
        onLogOut={onLogOut}
      />,
    );
    expect(screen.getByText('Check your connection.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('leaves out the log-out button when no handler is given', () => {
    renderWithTheme(<ErrorScreen title="Oops" tryAgainLabel="Try again" onTryAgain={() => {}} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
