import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { List } from './List';

describe('List', () => {
  it('is a bulleted list, or a numbered one when the order matters', () => {
    renderWithTheme(
      <>
        <List aria-label="Requirements">
          <li>At least 8 characters</li>
          <li>A number</li>
        </List>
        <List ordered aria-label="Messages">
          <li>Hello</li>
        </List>
      </>,
    );
    const requirements = screen.getByRole('list', { name: 'Requirements' });
    expect(requirements.tagName).toBe('UL');
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 8 characters', 'A number']);
    expect(screen.getByRole('list', { name: 'Messages' }).tagName).toBe('OL');
  });

  it('spaces its items with classes rather than inline styles or stray attributes', () => {
    renderWithTheme(
      <>
        <List aria-label="Plain">
          <li>One</li>
        </List>
        <List aria-label="Spaced" gap="sm">
          <li>One</li>
        </List>
      </>,
    );
    const plain = screen.getByRole('list', { name: 'Plain' });
    const spaced = screen.getByRole('list', { name: 'Spaced' });
    expect(spaced.classList.length).toBeGreaterThan(plain.classList.length);
    expect(spaced).not.toHaveAttribute('gap');
    expect(spaced).not.toHaveAttribute('style');
  });
});
