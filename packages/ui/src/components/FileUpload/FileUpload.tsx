import { type DragEvent, forwardRef, type ReactNode, useId, useRef, useState } from 'react';
import { useLocale } from '../../theme/ThemeProvider';
import { visuallyHidden } from '../../theme/shared.css';
import { Button } from '../Button/Button';
import { description as descriptionClass, errorText, label as labelClass } from '../FormField/FormField.css';
import { fileName, fileRow, fileSize, hint as hintClass, list, zone } from './FileUpload.css';

/** Spec part 2 §5: uploads up to 10 MB (100 MB in one variant). */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

export type FileRejectionReason = 'too-large' | 'too-many' | 'wrong-type';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileUploadProps {
  label: ReactNode;
  /** The button text, e.g. "Choose files". */
  chooseLabel: string;
  /** Text in the drop zone, e.g. "or drop photos here". */
  dropLabel?: ReactNode;
  /** Limits line under the zone, e.g. "Up to 5 photos, 10 MB each". */
  description?: ReactNode;
  /** Accessible name of each remove button, e.g. (name) => `Remove ${name}`. */
  removeLabel: (fileName: string) => string;
  /** The message for a rejected file, e.g. "x.mov is over 10 MB". */
  rejectionMessage: (rejection: FileRejection) => string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  onReject?: (rejections: FileRejection[]) => void;
  /** MIME types or extensions, as the input's accept attribute ("image/*,.pdf"). */
  accept?: string;
  maxFiles?: number;
  maxFileBytes?: number;
  /** Total size allowed across all files (the per-appointment limit). */
  maxTotalBytes?: number;
  multiple?: boolean;
  disabled?: boolean;
  errors?: readonly string[];
  locale?: string;
  className?: string;
}

function accepts(file: File, accept?: string): boolean {
  if (!accept) return true;
  return accept.split(',').some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
    if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1));
    return file.type.toLowerCase() === rule;
  });
}

/** Splits picked files into the ones to keep and the ones that break a limit. */
export function applyFileLimits(
  current: readonly File[],
  picked: readonly File[],
  limits: { accept?: string; maxFiles?: number; maxFileBytes?: number; maxTotalBytes?: number },
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  let total = current.reduce((sum, f) => sum + f.size, 0);
  for (const file of picked) {
    if (!accepts(file, limits.accept)) rejected.push({ file, reason: 'wrong-type' });
    else if (file.size > (limits.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES))
      rejected.push({ file, reason: 'too-large' });
    else if (limits.maxFiles !== undefined && current.length + accepted.length >= limits.maxFiles)
      rejected.push({ file, reason: 'too-many' });
    else if (limits.maxTotalBytes !== undefined && total + file.size > limits.maxTotalBytes)
      rejected.push({ file, reason: 'too-large' });
    else {
      accepted.push(file);
      total += file.size;
    }
  }
  return { accepted, rejected };
}

/**
 * Pick or drop files, within limits (count, size per file, total, type). Rejected files are named
 * with the app's message, in a live region, so a screen reader hears why.
 */
export const FileUpload = forwardRef<HTMLInputElement, FileUploadProps>(function FileUpload(
  {
    label,
    chooseLabel,
    dropLabel,
    description,
    removeLabel,
    rejectionMessage,
    files,
    onFilesChange,
    onReject,
    accept,
    maxFiles,
    maxFileBytes = DEFAULT_MAX_FILE_BYTES,
    maxTotalBytes,
    multiple = true,
    disabled,
    errors,
    locale: localeProp,
    className,
  },
  ref,
) {
  const locale = useLocale(localeProp);
  const id = useId().replace(/:/g, '');
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const full = maxFiles !== undefined && files.length >= maxFiles;
  const messages = [...rejections.map(rejectionMessage), ...(errors ?? [])];

  const add = (picked: File[]) => {
    const { accepted, rejected } = applyFileLimits(files, picked, {
      accept,
      maxFiles,
      maxFileBytes,
      maxTotalBytes,
    });
    setRejections(rejected);
    if (rejected.length) onReject?.(rejected);
    if (accepted.length) onFilesChange([...files, ...accepted]);
  };
  const size = (bytes: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(0.1, bytes / 1024));

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <div className={className} style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <section
        aria-labelledby={`${id}-label`}
        className={zone}
        data-dragging={dragging || undefined}
        data-invalid={messages.length > 0 || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={(node) => {
            input.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={id}
          type="file"
          className={visuallyHidden}
          accept={accept}
          multiple={multiple}
          disabled={disabled || full}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          disabled={disabled || full}
          aria-describedby={description ? `${id}-description` : undefined}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        {dropLabel ? <span className={hintClass}>{dropLabel}</span> : null}
      </section>
      {description ? (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      <div role="status" aria-live="polite">
        {messages.length > 0 ? <span className={errorText}>{messages.join(' ')}</span> : null}
      </div>
      {files.length > 0 ? (
        <ul className={list} aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={fileRow}>
              <span className={fileName}>{file.name}</span>
              <span className={fileSize}>{size(file.size)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => {
                  setRejections([]);
                  onFilesChange(files.filter((_, i) => i !== index));
                }}
              >
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                  <path
                    d="M3 3l8 8M11 3l-8 8"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
FileUpload.displayName = 'FileUpload';
