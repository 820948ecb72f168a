import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', gap: vars.space.sm });
export const country = style({ flex: '0 0 9rem', appearance: 'auto' });
export const number = style({ flex: 1, minWidth: 0 });
