/**
 * The one way to join class names in packages/ui: skips empty parts, so conditional classes read
 * `cx(styles.base, isOpen && styles.open, className)`.
 */
export const cx = (...classes: Array<string | false | null | undefined>) =>
  classes.filter(Boolean).join(' ');
