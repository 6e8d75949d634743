import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';
import { forwardRef, useContext, type ReactNode } from 'react';
import { SiteContext } from '@/components/layout/SiteContext';
import { editorHref } from '@/lib/links';
import { isExternalHref, safeHref } from '@/lib/url';

export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string | null | undefined; children: ReactNode };

/**
 * A link to a CMS-given href: client-side navigation inside the site (in the form the brand's pages
 * answer, keeping the visitor's country: lib/links editorHref), a plain link (new context safe)
 * outside it, and just the text when the href is unsafe or missing.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, children, ...rest }, ref) {
  // Outside a page (a component rendered alone) links are used as given.
  const site = useContext(SiteContext)?.site;
  const checked = safeHref(href);
  const safe =
    checked && site?.brand
      ? editorHref(checked, {
          brand: site.brand,
          brandOrigins: site.brandOrigins,
          countryCode: site.countryCode ?? null,
        })
      : checked;
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
