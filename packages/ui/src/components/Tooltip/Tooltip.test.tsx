import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes the trigger and closes on Escape', async () => {
    renderWithTheme(
      <Tooltip content="Platform fee is 20.00%" delayDuration={0}>
        <Button variant="ghost">Fees</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Platform fee is 20.00%');
    expect(screen.getByRole('button', { name: 'Fees' })).toHaveAccessibleDescription(
      'Platform fee is 20.00%',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
