import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';
import { forwardRef, type ReactNode } from 'react';
import { isExternalHref, safeHref } from '@/lib/url';

export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string | null | undefined; children: ReactNode };

/**
 * A link to a CMS-given href: client-side navigation inside the site, a plain link (new context
 * safe) outside it, and just the text when the href is unsafe or missing.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, children, ...rest }, ref) {
  const safe = safeHref(href);
  if (!safe) {
    return (
      <MuiLink component="span" ref={ref} underline="none" color="inherit" {...rest}>
        {children}
      </MuiLink>
    );
  }
  if (isExternalHref(safe)) {
    return (
      <MuiLink ref={ref} href={safe} rel="noopener noreferrer" {...rest}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink ref={ref} component={NextLink} href={safe} {...rest}>
      {children}
    </MuiLink>
  );
});

export default Link;
