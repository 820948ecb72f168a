import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/tokens';

const tracks = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
const at = (query: string) =>
  Object.fromEntries(
    [1, 2, 3, 4].map((n) => [n, { '@media': { [query]: { gridTemplateColumns: tracks(n) } } }]),
  ) as Record<1 | 2 | 3 | 4, { '@media': Record<string, { gridTemplateColumns: string }> }>;

// The smallest width an item may take before the grid drops a column; `min(100%, …)` keeps a
// single item from overflowing a container narrower than that.
const fill = (width: string) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))`,
});

/** As many equal columns as fit, none narrower than the width: no breakpoints needed. */
export const autoFill = recipe({
  variants: {
    minItemWidth: { xs: fill('8rem'), sm: fill('12.5rem'), md: fill('16rem'), lg: fill('20rem') },
  },
});

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
