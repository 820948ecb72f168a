import { Avatar as RadixAvatar } from 'radix-ui';
import { forwardRef } from 'react';
import { avatar, image } from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; initials show until it loads, or if it fails. */
  src?: string;
  /** Override the derived initials. */
  initials?: string;
  size?: AvatarSize;
  /** Purely decorative (the name is already next to it). */
  decorative?: boolean;
  className?: string;
}

/** First letters of the first and last words, e.g. "Dr. Jane van Dyke" → "JD". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|mx)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A photo or, without one, the person's initials (Radix Avatar). */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, initials, size = 'md', decorative, className },
  ref,
) {
  return (
    <RadixAvatar.Root
      ref={ref}
      className={[avatar({ size }), className].filter(Boolean).join(' ')}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {src ? <RadixAvatar.Image className={image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback aria-hidden="true" delayMs={src ? 300 : undefined}>
        {initials ?? initialsOf(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
});
Avatar.displayName = 'Avatar';
