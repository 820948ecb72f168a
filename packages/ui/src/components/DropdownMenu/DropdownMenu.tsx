import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { forwardRef, Fragment, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { content, danger, item as itemClass, separator } from './DropdownMenu.css';

export const dropdownMenuAligns = ['start', 'center', 'end'] as const;

export interface DropdownMenuItem {
  /** Stable key, passed to onSelect. */
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** Draw a divider above this item. */
  separatorBefore?: boolean;
}

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. a Button with an icon and an aria-label). */
  trigger: ReactElement;
  items: readonly DropdownMenuItem[];
  onSelect: (value: string) => void;
  align?: (typeof dropdownMenuAligns)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A menu of actions (Radix DropdownMenu): arrows move, Enter/Space choose, Escape closes, typeahead. */
export const DropdownMenu = forwardRef<HTMLDivElement, DropdownMenuProps>(function DropdownMenu(
  { trigger, items, onSelect, align = 'end', open, defaultOpen, onOpenChange },
  ref,
) {
  const container = usePortalContainer();
  return (
    <RadixDropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal container={container}>
        <RadixDropdownMenu.Content ref={ref} align={align} sideOffset={4} className={content}>
          {items.map((entry) => (
            <Fragment key={entry.value}>
              {entry.separatorBefore ? <RadixDropdownMenu.Separator className={separator} /> : null}
              <RadixDropdownMenu.Item
                disabled={entry.disabled}
                className={[itemClass, entry.tone === 'danger' ? danger : ''].filter(Boolean).join(' ')}
                onSelect={() => onSelect(entry.value)}
              >
                {entry.icon ? <span aria-hidden="true">{entry.icon}</span> : null}
                {entry.label}
              </RadixDropdownMenu.Item>
            </Fragment>
          ))}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
});
DropdownMenu.displayName = 'DropdownMenu';
