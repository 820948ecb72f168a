import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

function Payments(props: { rows?: 'divided' | 'zebra'; density?: 'comfortable' | 'compact' }) {
  return (
    <Table caption="Payment history" {...props}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell numeric>Amount</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>Mar 2, 2026</TableCell>
          <TableCell numeric>$49.00</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Feb 14, 2026</TableCell>
          <TableCell numeric>$0.00</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column headers over its cells', () => {
    renderWithTheme(<Payments />);
    const table = screen.getByRole('table', { name: 'Payment history' });
    expect(screen.getByText('Payment history').tagName).toBe('CAPTION');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Date', 'Amount']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 2, 2026', '$49.00']);
  });

  it('sits in a named region that a keyboard user can tab to and scroll', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <button type="button">Before</button>
        <Payments />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Payment history' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Payment history' })).toContainElement(
      screen.getByRole('table'),
    );
  });

  it('takes its name from a heading beside it, or from a hidden caption', () => {
    renderWithTheme(
      <>
        <h2 id="fees">Plan fees</h2>
        <Table aria-labelledby="fees">
          <TableBody>
            <TableRow>
              <TableHeaderCell scope="row">Plus</TableHeaderCell>
              <TableCell>$39.00</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Table caption="Invites sent" hideCaption>
          <TableBody>
            <TableRow>
              <TableCell>olivia@example.com</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </>,
    );
    expect(screen.getByRole('table', { name: 'Plan fees' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plan fees' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Plus' })).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('table', { name: 'Invites sent' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invites sent' })).toBeInTheDocument();
  });

  it('styles numeric cells, row styles and densities with classes, never the obsolete align attribute', () => {
    const { unmount } = renderWithTheme(<Payments />);
    const [date, amount] = screen.getAllByRole('cell');
    expect(amount).not.toHaveAttribute('align');
    expect(amount?.className).not.toBe(date?.className);
    const divided = screen.getByRole('table').className;
    unmount();
    renderWithTheme(<Payments rows="zebra" density="compact" />);
    expect(screen.getByRole('table').className).not.toBe(divided);
    expect(screen.getByRole('table')).not.toHaveAttribute('style');
  });
});
