import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Rating, RatingDisplay } from './Rating';

const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

describe('Rating', () => {
  it('is a radio group of named stars; a click chooses', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Rating label="Your rating" starLabel={starLabel} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith(4);
  });

  it('moves with the arrows and chooses with Enter as well as Space', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Rating label="Your rating" starLabel={starLabel} defaultValue={2} onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    // Held down, as a person presses it: Radix checks the star that receives focus while an arrow is down.
    await userEvent.keyboard('{ArrowRight>}');
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{/ArrowRight}');
    // Focus moves without choosing (Tab out and back), then Enter chooses.
    screen.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  });

  it('shows the required message', () => {
    renderWithTheme(
      <Rating label="Your rating" starLabel={starLabel} errors={['Please choose a rating.']} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please choose a rating.',
    );
  });

  it('read-only display is one image with a spoken label', () => {
    renderWithTheme(<RatingDisplay value={4.5} label="Rated 4.5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });
});
