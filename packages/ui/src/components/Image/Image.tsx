import { forwardRef, type ImgHTMLAttributes } from 'react';
import { image } from './Image.css';

export const imageFits = ['cover', 'contain'] as const;
export const imageRadii = ['none', 'sm', 'md', 'lg', 'full'] as const;
export const imageAspectRatios = ['auto', 'square', 'landscape', 'wide'] as const;
export type ImageFit = (typeof imageFits)[number];
export type ImageRadius = (typeof imageRadii)[number];
export type ImageAspectRatio = (typeof imageAspectRatios)[number];

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> {
  /**
   * What the picture shows, for people who cannot see it. Required so that no picture is left
   * without one by accident: pass "" only when the picture is decorative (its subject is named
   * right beside it), which hides it from screen readers.
   */
  alt: string;
  /** `cover` (default) fills the box and crops; `contain` shows the whole picture. */
  fit?: ImageFit;
  /** Corner rounding from the theme; `full` makes a circle of a square picture. */
  radius?: ImageRadius;
  /** Fixes the shape so the height follows the width (`square` 1:1, `landscape` 4:3, `wide` 16:9). */
  aspectRatio?: ImageAspectRatio;
}

/**
 * A picture (a pet's photo, a shared file's preview, an avatar being chosen). Loads lazily and
 * decodes off the main thread by default, so a long list of photos does not hold up the page;
 * pass `loading="eager"` for the picture a page opens on. Give `width` and `height` so the page
 * does not jump when it arrives.
 */
export const Image = forwardRef<HTMLImageElement, ImageProps>(function Image(
  {
    alt,
    fit = 'cover',
    radius = 'none',
    aspectRatio = 'auto',
    loading = 'lazy',
    decoding = 'async',
    className,
    ...rest
  },
  ref,
) {
  const classes = [image({ fit, radius, aspectRatio }), className].filter(Boolean).join(' ');
  return <img ref={ref} alt={alt} loading={loading} decoding={decoding} className={classes} {...rest} />;
});
Image.displayName = 'Image';
