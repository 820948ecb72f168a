import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { CloseIcon } from '../Alert/icons';
import {
  close,
  content,
  description as descriptionClass,
  footer as footerClass,
  header,
  overlay,
  title as titleClass,
} from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (e.g. a Button); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row, e.g. Cancel (wrapped in DialogClose) and Confirm. */
  footer?: ReactNode;
  /** Accessible name of the × button, e.g. "Close". */
  closeLabel: string;
  /** Hide the × button (the footer must then offer a way out). */
  hideClose?: boolean;
  size?: (typeof dialogSizes)[number];
  className?: string;
}

/** A modal dialog (Radix Dialog): focus trapped, Escape closes, focus returns to the trigger. */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    children,
    footer,
    closeLabel,
    hideClose,
    size = 'md',
    className,
  },
  ref,
) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          ref={ref}
          className={[content({ size }), className].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={header}>
            <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
            {hideClose ? null : (
              <RadixDialog.Close className={close} aria-label={closeLabel}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={footerClass}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
Dialog.displayName = 'Dialog';

/** Wrap a footer button so it closes the dialog: <DialogClose asChild><Button>Cancel</Button></DialogClose>. */
export const DialogClose = RadixDialog.Close;
