import { forwardRef, type HTMLAttributes } from 'react';
import { alignEnd, details, list, preserveLines, term } from './DescriptionList.css';

export const descriptionListLayouts = ['columns', 'stacked'] as const;
export const descriptionTermTones = ['muted', 'strong'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];
export type DescriptionTermTone = (typeof descriptionTermTones)[number];

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** `columns` (default): terms beside their details; `stacked`: each detail under its term. */
  layout?: DescriptionListLayout;
}

/** A <dl> of facts (pet, time, total…); a <div> may group a term with its details. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { layout = 'columns', className, ...rest },
  ref,
) {
  return <dl ref={ref} className={join(list({ layout }), className)} {...rest} />;
});
DescriptionList.displayName = 'DescriptionList';

export interface DescriptionTermProps extends HTMLAttributes<HTMLElement> {
  /** `muted` (default) labels the value quietly; `strong` for a total. */
  tone?: DescriptionTermTone;
}

export const DescriptionTerm = forwardRef<HTMLElement, DescriptionTermProps>(function DescriptionTerm(
  { tone = 'muted', className, ...rest },
  ref,
) {
  return <dt ref={ref} className={join(term({ tone }), className)} {...rest} />;
});
DescriptionTerm.displayName = 'DescriptionTerm';

export interface DescriptionDetailsProps extends HTMLAttributes<HTMLElement> {
  /** Keep the line breaks of text typed over several lines. */
  preserveLineBreaks?: boolean;
  /** `end` lines amounts up on the far side. */
  align?: 'start' | 'end';
}

export const DescriptionDetails = forwardRef<HTMLElement, DescriptionDetailsProps>(
  function DescriptionDetails({ preserveLineBreaks, align = 'start', className, ...rest }, ref) {
    const classes = join(
      details,
      preserveLineBreaks && preserveLines,
      align === 'end' && alignEnd,
      className,
    );
    return <dd ref={ref} className={classes} {...rest} />;
  },
);
DescriptionDetails.displayName = 'DescriptionDetails';
