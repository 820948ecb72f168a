import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Box } from './Box';
import { Columns } from './Columns';
import { Inline } from './Inline';
import { Stack } from './Stack';

describe('Box, Stack and Inline', () => {
  it('render their children in the element asked for, passing native attributes through', () => {
    renderWithTheme(
      <Box as="nav" aria-label="Account" padding="md">
        <Stack as="ul" gap="sm">
          <li>Profile</li>
          <li>Billing</li>
        </Stack>
        <Inline as="p" gap="xs">
          Signed in
        </Inline>
      </Box>,
    );
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav).toHaveTextContent('ProfileBillingSigned in');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Layout props become classes, never leaked DOM attributes.
    expect(nav).not.toHaveAttribute('padding');
    expect(nav.className).not.toBe('');
  });
});

describe('Columns', () => {
  it('lays children out in a grid whose column count changes at the breakpoints', () => {
    renderWithTheme(
      <Columns as="ul" aria-label="Plans" columns={{ base: 1, small: 2, large: 3 }}>
        <li>Plus</li>
        <li>Unlimited</li>
        <li>Wellness</li>
      </Columns>,
    );
    const list = screen.getByRole('list', { name: 'Plans' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // One class per breakpoint variant (base, small, large) besides the grid atom.
    expect(list.className.split(' ').length).toBeGreaterThanOrEqual(4);
  });
});

describe('Columns with a minimum item width', () => {
  it('lays its items out in one auto-filling grid instead of the breakpoint columns', () => {
    renderWithTheme(
      <>
        <Columns as="ul" aria-label="Concerns" minItemWidth="sm">
          <li>Vomiting</li>
          <li>Itching</li>
        </Columns>
        <Columns as="ul" aria-label="Plans">
          <li>Plus</li>
        </Columns>
      </>,
    );
    const concerns = screen.getByRole('list', { name: 'Concerns' });
    const plans = screen.getByRole('list', { name: 'Plans' });
    expect(concerns).toHaveTextContent('VomitingItching');
    // One auto-fill class instead of the base, small and large column classes.
    expect(concerns.className.split(' ').length).toBeLessThan(plans.className.split(' ').length);
    expect(concerns.getAttribute('style')).toBeNull();
  });
});

describe('Box widths', () => {
  it('turns maxWidth and marginX into classes, not attributes', () => {
    renderWithTheme(<Stack as="section" aria-label="Sign in" maxWidth="xs" marginX="auto" />);
    const column = screen.getByRole('region', { name: 'Sign in' });
    expect(column).not.toHaveAttribute('maxWidth');
    expect(column).not.toHaveAttribute('marginX');
    expect(column.getAttribute('style')).toBeNull();
  });
});

describe('Box as a list or a fieldset', () => {
  it('drops the browser styles of the element it renders, and only of those', () => {
    renderWithTheme(
      <>
        <Stack as="ul" aria-label="Appointments">
          <li>Today</li>
        </Stack>
        <Stack as="fieldset" aria-label="Licence">
          <input aria-label="Number" />
        </Stack>
        <Stack as="section" aria-label="Plain" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Appointments' });
    const group = screen.getByRole('group', { name: 'Licence' });
    const plain = screen.getByRole('region', { name: 'Plain' });
    // Same classes as the section plus the reset.
    expect(list.classList.length).toBe(plain.classList.length + 1);
    expect(group.classList.length).toBe(plain.classList.length + 1);
  });
});

describe('Box as an item of a row', () => {
  it('turns flex into a class, so panels share a row and wrap without inline styles', () => {
    renderWithTheme(
      <Inline as="div" aria-label="Profile" role="group">
        <Stack as="section" aria-label="About" flex="lg" />
        <Box as="section" aria-label="Booking" flex="lg" />
        <Box as="section" aria-label="Plain" />
      </Inline>,
    );
    const about = screen.getByRole('region', { name: 'About' });
    const booking = screen.getByRole('region', { name: 'Booking' });
    const plain = screen.getByRole('region', { name: 'Plain' });
    expect(booking).not.toHaveAttribute('flex');
    expect(booking.getAttribute('style')).toBeNull();
    expect(booking.classList.length).toBe(plain.classList.length + 1);
    expect(about.getAttribute('style')).toBeNull();
  });
});
