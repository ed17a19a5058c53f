import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading';
import { Icon, type IconComponent } from '../Icon';
import { Text } from '../Text';
import * as styles from './EmptyState.css';
import { cx } from '../private/cx';

export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, in the words of docs/product.md#messages ('No deals found'). */
  title: string;
  /** What the user can do about it. */
  description?: ReactNode;
  /** An illustration icon. */
  icon?: IconComponent;
  /** The next step: usually one Button or ButtonLink. */
  action?: ReactNode;
  /**
   * `sm` inside cards and tables, `md` for a whole page or panel.
   * @default 'md'
   */
  size?: EmptyStateSize;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** What a list, table or page shows when it has nothing in it, and the way forward. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  size = 'md',
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div {...props} className={cx(styles.root({ size }), className)}>
      {icon ? (
        <span className={styles.iconWell({ size })}>
          <Icon icon={icon} size={size === 'sm' ? 'md' : 'xl'} />
        </span>
      ) : null}
      <div className={styles.texts}>
        <Heading level={headingLevel} size={size === 'sm' ? 'sm' : 'lg'}>
          {title}
        </Heading>
        {description ? (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        ) : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
