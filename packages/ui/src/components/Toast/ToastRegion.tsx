import { Toast as RadixToast } from 'radix-ui';
import { iconTone } from '../Alert/Alert.css';
import { CloseIcon, StatusIcon } from '../Alert/icons';
import { Button } from '../Button/Button';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, type ToastItem } from './toastQueue';
import {
  body,
  close,
  description as descriptionClass,
  title as titleClass,
  toast,
  viewport,
} from './Toast.css';

export interface ToastRegionProps {
  items: ToastItem[];
  dismiss: (id: number) => void;
  label: string;
  closeLabel: string;
  viewportLabel?: string | undefined;
}

/**
 * The toasts and their viewport (Radix Toast). ToastProvider loads this module with the first toast,
 * so pages that never show one never download it.
 */
export default function ToastRegion({ items, dismiss, label, closeLabel, viewportLabel }: ToastRegionProps) {
  return (
    <RadixToast.Provider label={label} duration={TOAST_DURATION_MS}>
      {items.map((item) => {
        const tone = item.tone ?? 'info';
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            duration={item.duration ?? (tone === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS)}
            type={tone === 'error' ? 'foreground' : 'background'}
            className={toast({ tone })}
            data-tone={tone}
          >
            <StatusIcon tone={tone} className={iconTone({ tone })} />
            <div className={body}>
              <RadixToast.Title className={titleClass}>{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className={descriptionClass}>
                  {item.description}
                </RadixToast.Description>
              ) : null}
              {item.action ? (
                <RadixToast.Action altText={item.action.altText} asChild>
                  <Button size="sm" variant="secondary" onClick={item.action.onClick}>
                    {item.action.label}
                  </Button>
                </RadixToast.Action>
              ) : null}
            </div>
            <RadixToast.Close className={close} aria-label={closeLabel}>
              <CloseIcon />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={viewport} label={viewportLabel ?? `${label} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
