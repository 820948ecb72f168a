import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('without a photo shows initials and is named by the person', () => {
    renderWithTheme(<Avatar name="Dr. Jane van Dyke" />);
    expect(screen.getByRole('img', { name: 'Dr. Jane van Dyke' })).toHaveTextContent('JD');
  });

  it('uses initials given by the caller', () => {
    renderWithTheme(<Avatar name="Marie-Ève Tremblay" initials="MÈ" />);
    expect(screen.getByRole('img', { name: 'Marie-Ève Tremblay' })).toHaveTextContent('MÈ');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithTheme(<Avatar name="Jane Smith" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('derives initials from first and last words, skipping a title', () => {
    expect(initialsOf('Dr. Jane Smith')).toBe('JS');
    expect(initialsOf('cher')).toBe('C');
  });
});
