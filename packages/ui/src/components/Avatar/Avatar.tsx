import type { HTMLAttributes } from 'react';
import { avatar, avatarSizes, avatarTones, type AvatarSize, type AvatarTone } from './Avatar.css';
import { cx } from '../private/cx';

export { avatarSizes, avatarTones, type AvatarSize, type AvatarTone };

/** Up to two letters: the first of the first and last words ('Ada Okafor' → 'AO'); 'U' when empty. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Whose avatar it is: the accessible name ('User' when empty), and the source of the initials. */
  name: string;
  /** Letters to show instead of those taken from `name` (at most two are shown). */
  initials?: string;
  /**
   * Diameter: sm 1.5rem, md 2rem, lg 2.5rem, xl 3rem.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Colour.
   * @default 'brand'
   */
  tone?: AvatarTone;
  /**
   * Hide it from assistive technology when the name is written next to it.
   * @default false
   */
  isDecorative?: boolean;
}

/** A round badge of a person's or company's initials. */
export function Avatar({
  name,
  initials,
  size,
  tone,
  isDecorative = false,
  className,
  ...props
}: AvatarProps) {
  const classes = avatar({ size, tone });
  const letters = (initials?.trim() || getInitials(name)).slice(0, 2).toUpperCase();
  return (
    <span
      {...props}
      {...(isDecorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': name.trim() || 'User' })}
      className={cx(classes, className)}
    >
      <span aria-hidden>{letters}</span>
    </span>
  );
}
