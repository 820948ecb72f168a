import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Image } from './Image';

describe('Image', () => {
  it('is a picture named by its alternative text, with its size and address', () => {
    renderWithTheme(<Image src="/photos/biscuit.jpg" alt="Biscuit asleep" width={120} height={120} />);
    const picture = screen.getByRole('img', { name: 'Biscuit asleep' });
    expect(picture).toHaveAttribute('src', '/photos/biscuit.jpg');
    expect(picture).toHaveAttribute('width', '120');
    expect(picture).toHaveAttribute('height', '120');
  });

  it('loads lazily unless the caller asks otherwise', () => {
    renderWithTheme(
      <>
        <Image src="/a.jpg" alt="First" />
        <Image src="/b.jpg" alt="Second" loading="eager" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Second' })).toHaveAttribute('loading', 'eager');
  });

  it('with an empty alternative text is decorative: hidden from assistive technology', () => {
    renderWithTheme(<Image src="/a.jpg" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/a.jpg');
  });

  it('styles through classes, with no inline style, and keeps the caller class', () => {
    renderWithTheme(<Image src="/a.jpg" alt="Avatar" radius="full" aspectRatio="square" className="extra" />);
    const picture = screen.getByRole('img', { name: 'Avatar' });
    expect(picture.getAttribute('style')).toBeNull();
    expect(picture.classList).toContain('extra');
    expect(picture.classList.length).toBeGreaterThan(1);
  });
});
