import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Icon, type IconComponent } from '../Icon';
import { CloseButton } from '../private/CloseButton';
import * as styles from './Alert.css';
import { cx } from '../private/cx';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const toneIcon: Record<AlertTone, IconComponent> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * Meaning and colour.
   * @default 'info'
   */
  tone?: AlertTone;
  /** The message in a few words, in bold. */
  title?: ReactNode;
  /** Details under the title. */
  children?: ReactNode;
  /** A next step: usually one small Button or Link. */
  action?: ReactNode;
  /**
   * The icon; `false` for none.
   * @default the tone's icon
   */
  icon?: IconComponent | false;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /**
   * How it is announced when it appears: 'alert' interrupts (an error after submitting),
   * 'status' waits its turn (a saved draft); leave it out for a message present from the start.
   */
  role?: 'alert' | 'status';
}

/**
 * A callout in the flow of the page: information, success, a warning or an error, with a title,
 * details and an action. For passing notices use a toast.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  icon,
  onDismiss,
  className,
  ...props
}: AlertProps) {
  const glyph = icon === false ? null : (icon ?? toneIcon[tone]);
  const classes = styles.alert({ tone });
  return (
    <div {...props} data-tone={tone} className={cx(classes, className)}>
      {glyph ? <Icon icon={glyph} className={styles.icon} /> : null}
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <CloseButton aria-label="Dismiss" onPress={onDismiss} className={styles.close} />
      ) : null}
    </div>
  );
}
