import { forwardRef, type HTMLAttributes } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import type { Space } from '../../theme/tokens';
import { list } from './List.css';

export type ListProps = HTMLAttributes<HTMLUListElement | HTMLOListElement> & {
  /** Numbered (an <ol>) where the order means something, e.g. messages in the order sent. */
  ordered?: boolean;
  /** Space between items (theme spacing scale); omitted: the text's own line spacing. */
  gap?: Space;
};

/**
 * A bulleted or numbered list of text items, with markers and a small indent. For a list that lays
 * out cards or badges without markers, use Stack or Inline with `as="ul"`.
 */
export const List = forwardRef<HTMLUListElement & HTMLOListElement, ListProps>(function List(
  { ordered = false, gap, className, ...rest },
  ref,
) {
  const Element = ordered ? 'ol' : 'ul';
  const classes = [list, gap && sprinkles({ display: 'grid', gap }), className].filter(Boolean).join(' ');
  return <Element ref={ref} className={classes} {...rest} />;
});
List.displayName = 'List';
