import { Tabs as RadixTabs } from 'radix-ui';
import { forwardRef, type ReactNode } from 'react';
import { list, panel, root, trigger } from './Tabs.css';

export const tabsVariants = ['line', 'pill'] as const;

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Prescriptions". */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  variant?: (typeof tabsVariants)[number];
  /** Select a tab when focus reaches it with the arrows (automatic) or only on Enter/Space (manual). */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/** Tabs (Radix Tabs): arrow keys move between tabs, Home/End jump, panels are labelled by their tab. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { label, items, value, defaultValue, onValueChange, variant = 'line', activationMode, className },
  ref,
) {
  return (
    <RadixTabs.Root
      ref={ref}
      className={[root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List aria-label={label} className={list({ variant })}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={trigger({ variant })}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
});
Tabs.displayName = 'Tabs';
