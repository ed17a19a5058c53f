import type { HTMLAttributes, ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './Card.css';
import { cx } from '../private/cx';

export const cardVariants = ['outlined', 'elevated', 'sunken'] as const;
export type CardVariant = (typeof cardVariants)[number];
export const cardPaddings = ['sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading at the top; in an interactive card it is the link. */
  title?: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  /** Buttons or a menu at the top end of the header. */
  actions?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** A bar along the bottom edge (meta data, secondary actions). */
  footer?: ReactNode;
  /**
   * Surface style.
   * @default 'outlined'
   */
  variant?: CardVariant;
  /**
   * Inner spacing.
   * @default 'md'
   */
  padding?: CardPadding;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Makes the card interactive: the whole card is a link to this address (client-side through
   * RAC's RouterProvider); actions and footer stay separately pressable.
   */
  href?: RACLinkProps['href'];
  /** Called when an interactive card is pressed (with or without `href`). */
  onPress?: RACLinkProps['onPress'];
  /**
   * The element to render: 'article' for a self-contained item in a feed, 'li' in a list.
   * @default 'div'
   */
  elementType?: 'div' | 'article' | 'section' | 'li';
}

/** A surface that groups content about one thing: header (title, description, actions), body, footer. */
export function Card({
  title,
  description,
  actions,
  children,
  footer,
  variant = 'outlined',
  padding = 'md',
  headingLevel = 3,
  href,
  onPress,
  elementType: Element = 'div',
  className,
  ...props
}: CardProps) {
  const isInteractive = Boolean(href || onPress);
  const classes = cx(styles.card({ variant, padding, interactive: isInteractive }), className);
  const hasHeader = Boolean(title || description || actions);
  return (
    <Element {...props} className={classes}>
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {title ? (
              <Heading level={headingLevel} size="md">
                {isInteractive ? (
                  <RACLink
                    href={href}
                    onPress={onPress}
                    data-card-link
                    className={styles.titleLink}
                  >
                    {title}
                  </RACLink>
                ) : (
                  title
                )}
              </Heading>
            ) : null}
            {description ? (
              <Text size="sm" tone="muted">
                {description}
              </Text>
            ) : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
