import { style } from '@vanilla-extract/css';

// What a <button> brings that a link does not: its frame, padding, own font and centred text.
// The rest (colour, underline, focus ring) is the TextLink recipe, so the two read the same.
export const buttonReset = style({
  appearance: 'none',
  background: 'none',
  border: 'none',
  padding: 0,
  margin: 0,
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55, textDecorationLine: 'none' },
  },
});
