import { globalStyle, style } from '@vanilla-extract/css';

/** Marks a Box rendered as a list or a fieldset, whose browser styles it drops. */
export const elementReset = style({});

// A Box is a layout element: a list of cards or a group of fields has no bullets, indent or frame.
// :where() keeps the reset at zero specificity, so the Box's own padding props still apply.
globalStyle(`:where(ul.${elementReset}, ol.${elementReset})`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`:where(fieldset.${elementReset})`, { border: 0, margin: 0, padding: 0, minWidth: 0 });
