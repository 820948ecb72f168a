import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DescriptionDetails, DescriptionList, DescriptionTerm } from './DescriptionList';

describe('DescriptionList', () => {
  it('is a list of terms and their details, grouped or not', () => {
    renderWithTheme(
      <DescriptionList aria-label="Appointment">
        <DescriptionTerm>Pet</DescriptionTerm>
        <DescriptionDetails>Biscuit</DescriptionDetails>
        <div>
          <DescriptionTerm>Total</DescriptionTerm>
          <DescriptionDetails>$49.00</DescriptionDetails>
        </div>
      </DescriptionList>,
    );
    const list = screen.getByLabelText('Appointment');
    expect(list.tagName).toBe('DL');
    const terms = within(list).getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Pet', 'Total']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Biscuit', '$49.00']);
  });

  it('styles a strong term apart from a muted one', () => {
    renderWithTheme(
      <DescriptionList>
        <DescriptionTerm>Fee</DescriptionTerm>
        <DescriptionDetails>$10.00</DescriptionDetails>
        <DescriptionTerm tone="strong">Total</DescriptionTerm>
        <DescriptionDetails>$49.00</DescriptionDetails>
      </DescriptionList>,
    );
    const [fee, total] = screen.getAllByRole('term');
    expect(fee?.className).not.toBe(total?.className);
  });

  it('aligns an amount to the end with a class, not the obsolete align attribute', () => {
    renderWithTheme(
      <DescriptionList>
        <DescriptionTerm>Fee</DescriptionTerm>
        <DescriptionDetails>$10.00</DescriptionDetails>
        <DescriptionTerm>Total</DescriptionTerm>
        <DescriptionDetails align="end">$49.00</DescriptionDetails>
      </DescriptionList>,
    );
    const [fee, total] = screen.getAllByRole('definition');
    expect(total).not.toHaveAttribute('align');
    expect(total?.classList.length).toBe((fee?.classList.length ?? 0) + 1);
  });
});
