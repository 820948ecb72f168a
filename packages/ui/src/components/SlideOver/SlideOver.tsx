import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, type PointerEvent, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { media } from '../../theme/tokens';
import { CloseIcon } from '../Alert/icons';
import { Button } from '../Button/Button';
import {
  close as closeClass,
  content as dialogContent,
  footer as dialogFooter,
  header as dialogHeader,
  overlay as dialogOverlay,
  title as dialogTitle,
  description as dialogDescription,
} from '../Dialog/Dialog.css';
import {
  body,
  description as descriptionClass,
  footer as footerClass,
  handle,
  header,
  overlay,
  panel,
  title as titleClass,
} from './SlideOver.css';

/** Spec part 2 §9: a downward swipe of more than 150 px closes the panel on phones. */
export const SWIPE_CLOSE_DISTANCE_PX = 150;

export const slideOverSwipeModes = ['small-screens', 'always', 'never'] as const;

export interface LeaveConfirmation {
  title: ReactNode;
  description?: ReactNode;
  /** e.g. "Leave" */
  confirmLabel: string;
  /** e.g. "Stay" */
  cancelLabel: string;
}

export interface SlideOverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  /** Ask before closing (e.g. unsaved changes): Escape, the overlay, a swipe and × all ask first. */
  confirmLeave?: LeaveConfirmation | null;
  /** Where a downward swipe closes the panel; the spec asks for phones (below 640 px). */
  swipeToClose?: (typeof slideOverSwipeModes)[number];
  className?: string;
}

/**
 * A panel that slides over the page (Radix Dialog): a bottom sheet on phones, a right-hand panel
 * from 640 px. Closes on Escape, an overlay click or (phones) a downward swipe over 150 px, and can
 * ask for confirmation before leaving.
 */
export const SlideOver = forwardRef<HTMLDivElement, SlideOverProps>(function SlideOver(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    trigger,
    title,
    description,
    children,
    footer,
    closeLabel,
    confirmLeave,
    swipeToClose = 'small-screens',
    className,
  },
  ref,
) {
  const container = usePortalContainer();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const [confirming, setConfirming] = useState(false);
  const [drag, setDrag] = useState(0);
  const dragStart = useRef<number | null>(null);
  // The distance lives in a ref too: pointerup can arrive before the last move has re-rendered.
  const dragDistance = useRef(0);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const requestClose = () => {
    if (confirmLeave) setConfirming(true);
    else setOpen(false);
  };

  const swipeEnabled = () =>
    swipeToClose === 'always' ||
    (swipeToClose === 'small-screens' &&
      typeof window !== 'undefined' &&
      !window.matchMedia?.(media.small).matches);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipeEnabled() || event.button !== 0) return;
    // Only from the sheet's top (handle and header), so scrolling the body never closes it.
    if (!(event.target as HTMLElement).closest('[data-swipe-area]')) return;
    dragStart.current = event.clientY;
    dragDistance.current = 0;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    dragDistance.current = Math.max(0, event.clientY - dragStart.current);
    setDrag(dragDistance.current);
  };
  const onPointerEnd = () => {
    if (dragStart.current === null) return;
    const distance = dragDistance.current;
    dragStart.current = null;
    setDrag(0);
    if (distance > SWIPE_CLOSE_DISTANCE_PX) requestClose();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : requestClose())}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlay} data-slide-over-overlay="" />
        <RadixDialog.Content
          ref={ref}
          className={[panel, className].filter(Boolean).join(' ')}
          data-dragging={drag > 0 || undefined}
          style={drag > 0 ? { transform: `translateY(${drag}px)` } : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div data-swipe-area="" className={handle} aria-hidden="true" />
          <div data-swipe-area="" className={header}>
            <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
            <button type="button" className={closeClass} aria-label={closeLabel} onClick={requestClose}>
              <CloseIcon />
            </button>
          </div>
          {description ? (
            <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>
          ) : null}
          <div className={body}>{children}</div>
          {footer ? <div className={footerClass}>{footer}</div> : null}
          {confirmLeave ? (
            <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
              <AlertDialog.Portal container={container}>
                <AlertDialog.Overlay className={dialogOverlay} />
                <AlertDialog.Content
                  className={dialogContent({ size: 'sm' })}
                  {...(confirmLeave.description ? {} : { 'aria-describedby': undefined })}
                >
                  <div className={dialogHeader}>
                    <AlertDialog.Title className={dialogTitle}>{confirmLeave.title}</AlertDialog.Title>
                  </div>
                  {confirmLeave.description ? (
                    <AlertDialog.Description className={dialogDescription}>
                      {confirmLeave.description}
                    </AlertDialog.Description>
                  ) : null}
                  <div className={dialogFooter}>
                    <AlertDialog.Cancel asChild>
                      <Button variant="secondary">{confirmLeave.cancelLabel}</Button>
                    </AlertDialog.Cancel>
                    <AlertDialog.Action asChild>
                      <Button variant="danger" onClick={() => setOpen(false)}>
                        {confirmLeave.confirmLabel}
                      </Button>
                    </AlertDialog.Action>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
SlideOver.displayName = 'SlideOver';
