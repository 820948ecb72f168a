import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text', () => {
    renderWithTheme(<Badge tone="danger">Cancelled</Badge>);
    expect(screen.getByText('Cancelled')).toBeVisible();
  });
});
