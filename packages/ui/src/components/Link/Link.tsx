import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';
import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { withClass } from '../private/withClass';
import { Icon, type IconComponent } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { link, linkVariants, type LinkVariant } from './Link.css';

export { linkVariants, type LinkVariant };

export interface LinkProps extends RACLinkProps {
  /**
   * 'inline' inside running text (underlined), 'standalone' on its own line or in a list.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /** An icon before the text (standalone links). */
  icon?: IconComponent;
  /**
   * Opens in a new tab, with an icon and "(opens in a new tab)" for screen readers.
   * @default false
   */
  isExternal?: boolean;
  /** A ref to the anchor element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link on react-aria-components' Link: client-side navigation goes through the app's
 * RouterProvider, so `href` takes the app's paths.
 */
export function Link({ variant, icon, isExternal, className, children, ...props }: LinkProps) {
  return (
    <RACLink
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      className={withClass(link({ variant }), className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon && <Icon icon={icon} size="sm" />}
          {content}
          {isExternal && (
            <>
              <Icon icon={ExternalLink} size="sm" />
              <VisuallyHidden elementType="span"> (opens in a new tab)</VisuallyHidden>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
}
