import { Tooltip as RadixTooltip } from 'radix-ui';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { arrow, content as contentClass } from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

export interface TooltipProps {
  /** The text shown; it also describes the trigger for screen readers. */
  content: ReactNode;
  /** A focusable element (Button, link); the tooltip opens on hover and on keyboard focus. */
  children: ReactElement;
  side?: (typeof tooltipSides)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
}

/**
 * A short hint for a control (Radix Tooltip): opens on hover or focus, closes on Escape. Never put
 * essential information only in a tooltip: touch users may not see it.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', open, defaultOpen, onOpenChange, delayDuration = 300 },
  ref,
) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content ref={ref} side={side} sideOffset={6} className={contentClass}>
            {content}
            <RadixTooltip.Arrow className={arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
Tooltip.displayName = 'Tooltip';
