import { globalStyle } from '@vanilla-extract/css';

// A minimal reset: predictable box sizing and form controls that inherit the theme font.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, WebkitFontSmoothing: 'antialiased', textSizeAdjust: '100%' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled, [aria-disabled="true"]', { cursor: 'not-allowed' });
