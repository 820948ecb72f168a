import { style } from '@vanilla-extract/css';

// The markers stay; the indent is in em so it follows the list's own text size and fits "10.".
export const list = style({ margin: 0, paddingInlineStart: '1.25em' });
