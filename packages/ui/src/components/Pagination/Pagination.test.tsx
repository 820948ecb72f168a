import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Pagination, pageWindow } from './Pagination';

const labels = {
  label: 'Search results pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  statusLabel: (page: number, count: number) => `Page ${page} of ${count}`,
  pageLabel: (page: number) => `Page ${page}`,
};

describe('Pagination', () => {
  it('marks the current page and moves with previous, next and page buttons', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination {...labels} page={5} pageCount={9} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(nav).toHaveTextContent('Page 5 of 9');
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [9]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(
      <Pagination {...labels} page={1} pageCount={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination {...labels} page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is not shown when everything fits on one page', () => {
    renderWithTheme(<Pagination {...labels} page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
