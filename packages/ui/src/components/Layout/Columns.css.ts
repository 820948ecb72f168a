import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/tokens';

const tracks = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
const at = (query: string) =>
  Object.fromEntries(
    [1, 2, 3, 4].map((n) => [n, { '@media': { [query]: { gridTemplateColumns: tracks(n) } } }]),
  ) as Record<1 | 2 | 3 | 4, { '@media': Record<string, { gridTemplateColumns: string }> }>;

export const columns = recipe({
  variants: {
    base: Object.fromEntries([1, 2, 3, 4].map((n) => [n, { gridTemplateColumns: tracks(n) }])) as Record<
      1 | 2 | 3 | 4,
      { gridTemplateColumns: string }
    >,
    small: at(media.small),
    large: at(media.large),
  },
});
