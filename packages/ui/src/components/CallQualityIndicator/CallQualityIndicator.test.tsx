import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CallQualityIndicator } from './CallQualityIndicator';

const labels = {
  excellent: 'Excellent connection',
  good: 'Good connection',
  suboptimal: 'Fair connection',
  degraded: 'Weak connection',
  poor: 'Poor connection',
};

describe('CallQualityIndicator', () => {
  it('is announced by the level name and can show it', () => {
    const { rerender } = renderWithTheme(<CallQualityIndicator quality="good" labels={labels} />);
    expect(screen.getByRole('img', { name: 'Good connection' })).toBeInTheDocument();
    expect(screen.queryByText('Good connection')).not.toBeInTheDocument();
    rerender(<CallQualityIndicator quality="poor" labels={labels} showLabel />);
    expect(screen.getByRole('img', { name: 'Poor connection' })).toHaveTextContent('Poor connection');
  });
});
