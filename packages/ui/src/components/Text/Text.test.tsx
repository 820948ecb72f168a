import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default', () => {
    renderWithTheme(<Text>Vets answer within minutes.</Text>);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Vets answer within minutes.');
  });

  it('renders a span or a div when asked, keeping native attributes', () => {
    renderWithTheme(
      <div>
        Total{' '}
        <Text as="span" tone="muted" id="tax-note">
          tax included
        </Text>
        <Text as="div" role="status">
          Saved
        </Text>
      </div>,
    );
    const span = screen.getByText('tax included');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveAttribute('id', 'tax-note');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status').tagName).toBe('DIV');
  });

  it('gives each tone its own look', () => {
    renderWithTheme(
      <>
        <Text>plain</Text>
        <Text tone="muted">muted</Text>
        <Text tone="danger">danger</Text>
        <Text tone="success">success</Text>
      </>,
    );
    const classes = ['plain', 'muted', 'danger', 'success'].map((t) => screen.getByText(t).className);
    expect(new Set(classes).size).toBe(4);
  });

  it('keeps the line breaks of text typed over several lines with a class, not a stray attribute', () => {
    renderWithTheme(
      <>
        <Text>One line</Text>
        <Text preserveLineBreaks>{'Started on Monday.\nWorse after walks.'}</Text>
      </>,
    );
    const plain = screen.getByText('One line');
    const typed = screen.getByText(/Started on Monday/);
    expect(typed).not.toHaveAttribute('preserveLineBreaks');
    expect(typed.classList.length).toBe(plain.classList.length + 1);
  });
});
