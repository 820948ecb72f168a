import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Heading, headingLevels } from './Heading';

describe('Heading', () => {
  it.each(headingLevels)('level %i is a heading of that level in the outline', (level) => {
    renderWithTheme(<Heading level={level}>Your pets</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Your pets' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('defaults to level 2', () => {
    renderWithTheme(<Heading>Upcoming</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
  });

  it('takes its size apart from its level: an h2 sized like an h1 stays an h2 and looks like the h1', () => {
    renderWithTheme(
      <>
        <Heading level={1}>Page title</Heading>
        <Heading level={2} size="xxl">
          Section title
        </Heading>
        <Heading level={2}>Plain section</Heading>
      </>,
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    const big = screen.getByRole('heading', { level: 2, name: 'Section title' });
    const plain = screen.getByRole('heading', { level: 2, name: 'Plain section' });
    expect(big.className).toBe(h1.className);
    expect(big.className).not.toBe(plain.className);
  });

  it('passes native attributes and the ref through', () => {
    let element: HTMLHeadingElement | null = null;
    renderWithTheme(
      <Heading
        level={1}
        id="page-title"
        tabIndex={-1}
        ref={(node) => {
          element = node;
        }}
      >
        Account
      </Heading>,
    );
    const heading = screen.getByRole('heading', { name: 'Account' });
    expect(heading).toHaveAttribute('id', 'page-title');
    expect(element).toBe(heading);
  });
});
