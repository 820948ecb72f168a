import { forwardRef, type ReactNode, useEffect, useRef } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { Avatar } from '../Avatar/Avatar';
import {
  caption,
  control,
  controls,
  hangUp,
  mirror,
  placeholder,
  tile,
  video as videoClass,
} from './VideoCall.css';

export const videoTileSizes = ['sm', 'md'] as const;

export interface VideoTileProps {
  /** Who this is, e.g. "Dr. Jane Smith" or "You". */
  name: string;
  /** A live stream (getUserMedia or a remote track); without one, the avatar shows. */
  stream?: MediaStream | null;
  cameraOff?: boolean;
  /** Shown beside the name when the microphone is off, e.g. "Muted". */
  mutedLabel?: string;
  muted?: boolean;
  /** Your own preview: mirrored and silent. */
  isLocal?: boolean;
  speaking?: boolean;
  photoUrl?: string;
  /** Extra overlay, e.g. a CallQualityIndicator. */
  badge?: ReactNode;
  size?: (typeof videoTileSizes)[number];
  className?: string;
}

const MicOff = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <rect x="6" y="2" width="4" height="8" rx="2" />
    <path d="M3.5 8a4.5 4.5 0 0 0 9 0M8 12.5V14M2 2l12 12" />
  </svg>
);

/** One participant's video, or their photo/initials when the camera is off. */
export const VideoTile = forwardRef<HTMLElement, VideoTileProps>(function VideoTile(
  { name, stream, cameraOff, mutedLabel, muted, isLocal, speaking, photoUrl, badge, size = 'md', className },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (videoRef.current && stream !== undefined) videoRef.current.srcObject = stream;
  }, [stream]);
  const showVideo = Boolean(stream) && !cameraOff;
  return (
    <figure
      ref={ref}
      aria-label={name}
      className={[tile({ size }), className].filter(Boolean).join(' ')}
      data-speaking={speaking || undefined}
      style={{ margin: 0 }}
    >
      {showVideo ? (
        <video
          ref={videoRef}
          className={[videoClass, isLocal ? mirror : ''].filter(Boolean).join(' ')}
          autoPlay
          playsInline
          muted={isLocal}
        />
      ) : (
        <div className={placeholder}>
          <Avatar name={name} src={photoUrl} size="xl" decorative />
        </div>
      )}
      <figcaption className={caption}>
        {name}
        {muted ? (
          <span title={mutedLabel} style={{ display: 'inline-flex' }}>
            <MicOff />
            {mutedLabel ? <span className={visuallyHidden}>{mutedLabel}</span> : null}
          </span>
        ) : null}
      </figcaption>
      {badge ? <div style={{ position: 'absolute', top: 8, right: 8 }}>{badge}</div> : null}
    </figure>
  );
});
VideoTile.displayName = 'VideoTile';

export interface CallControlsProps {
  /** Accessible name of the toolbar, e.g. "Call controls". */
  label: string;
  microphoneOn: boolean;
  cameraOn: boolean;
  onToggleMicrophone: () => void;
  onToggleCamera: () => void;
  onLeave: () => void;
  microphoneLabel: string;
  cameraLabel: string;
  leaveLabel: string;
  /** Optional extra buttons (chat, settings). */
  children?: ReactNode;
  className?: string;
}

/**
 * Microphone and camera toggles (aria-pressed) and leave. A toolbar: Tab reaches it, the buttons keep
 * their names while their pressed state changes, so a screen reader says "Microphone, pressed".
 */
export const CallControls = forwardRef<HTMLDivElement, CallControlsProps>(function CallControls(
  {
    label,
    microphoneOn,
    cameraOn,
    onToggleMicrophone,
    onToggleCamera,
    onLeave,
    microphoneLabel,
    cameraLabel,
    leaveLabel,
    children,
    className,
  },
  ref,
) {
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      className={[controls, className].filter(Boolean).join(' ')}
    >
      <button type="button" className={control} aria-pressed={microphoneOn} onClick={onToggleMicrophone}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 16 16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="6" y="2" width="4" height="8" rx="2" />
          <path d="M3.5 8a4.5 4.5 0 0 0 9 0M8 12.5V14" />
          {microphoneOn ? null : <path d="M2 2l12 12" />}
        </svg>
        {microphoneLabel}
      </button>
      <button type="button" className={control} aria-pressed={cameraOn} onClick={onToggleCamera}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 16 16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="1.5" y="4" width="9" height="8" rx="1.5" />
          <path d="M10.5 7l4-2.5v7l-4-2.5" />
          {cameraOn ? null : <path d="M1 2l14 12" />}
        </svg>
        {cameraLabel}
      </button>
      {children}
      <button type="button" className={[control, hangUp].join(' ')} onClick={onLeave}>
        <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
          <path d="M8 5.5c-2.6 0-5 .8-6.3 2-.4.4-.4 1 0 1.4l1.1 1.1c.3.3.8.4 1.2.2l1.6-.8c.3-.2.5-.5.5-.9V7.3c1.2-.4 2.6-.4 3.8 0v1.2c0 .4.2.7.5.9l1.6.8c.4.2.9.1 1.2-.2l1.1-1.1c.4-.4.4-1 0-1.4-1.3-1.2-3.7-2-6.3-2z" />
        </svg>
        {leaveLabel}
      </button>
    </div>
  );
});
CallControls.displayName = 'CallControls';
