import type { LucideIcon, LucideProps } from 'lucide-react';
import { icon, iconSizes, iconTones, type IconSize, type IconTone } from './Icon.css';
import { cx } from '../private/cx';

export { iconSizes, iconTones, type IconSize, type IconTone };
/** An icon component from lucide-react (`import { Truck } from 'lucide-react'`). */
export type IconComponent = LucideIcon;

export interface IconProps extends Omit<
  LucideProps,
  'size' | 'ref' | 'aria-label' | 'aria-hidden' | 'role'
> {
  /** The lucide-react icon to draw. */
  icon: IconComponent;
  /**
   * Size on the spacing scale (sm 1rem, md 1.25rem, lg 1.5rem, xl 2rem).
   * @default 'md'
   */
  size?: IconSize;
  /**
   * Colour by role.
   * @default 'current'
   */
  tone?: IconTone;
  /**
   * What the icon means when nothing else says it (a status icon alone). Without a label the
   * icon is decorative and hidden from assistive technology.
   */
  label?: string;
}

/**
 * An icon from lucide-react, sized and coloured from the theme. Decorative (`aria-hidden`) unless
 * it has a `label`, then an image with that name.
 */
export function Icon({ icon: Glyph, size, tone, label, className, ...props }: IconProps) {
  const classes = icon({ size, tone });
  return (
    <Glyph
      {...props}
      className={cx(classes, className)}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
