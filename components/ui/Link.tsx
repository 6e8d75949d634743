import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';
import { forwardRef, useCallback, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { SiteContext } from './SiteContext';
import { editorHref } from '@/lib/links';
import { isExternalHref, safeHref } from '@/lib/url';

export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string | null | undefined; children: ReactNode };

/**
 * A link to a CMS-given href: client-side navigation inside the site (in the form the brand's pages
 * answer, keeping the visitor's country: lib/links editorHref), a plain link (new context safe)
 * outside it, and just the text when the href is unsafe or missing.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, children, ...rest }, ref) {
  const safe = useSiteHref()(href);
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

export type AnchorLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | null | undefined;
  children?: ReactNode;
};

/**
 * The anchor <Link> renders, without MUI Link's look: what a button that goes somewhere renders
 * (`<Button component={AnchorLink} href=…>`), so the button's class carries the button's styles
 * alone rather than Typography's and Link's as well, only for the button to override them.
 */
export const AnchorLink = forwardRef<HTMLAnchorElement, AnchorLinkProps>(function AnchorLink(
  { href, children, ...rest },
  ref,
) {
  const safe = useSiteHref()(href);
  if (!safe) {
    return (
      <span ref={ref} {...rest}>
        {children}
      </span>
    );
  }
  if (isExternalHref(safe)) {
    return (
      <a ref={ref} href={safe} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <NextLink ref={ref} href={safe} {...rest}>
      {children}
    </NextLink>
  );
});

/**
 * How this page links a CMS-given href: null when unsafe (lib/url safeHref), and a path of this site
 * in the form the brand's pages answer, keeping the visitor's country (lib/links editorHref). For
 * components that render their own anchors (menus); everything else uses <Link>.
 */
export function useSiteHref(): (href: string | null | undefined) => string | null {
  // Outside a page (a component rendered alone) links are used as given.
  const site = useContext(SiteContext)?.site;
  return useCallback(
    (href: string | null | undefined) => {
      const checked = safeHref(href);
      return checked && site?.brand
        ? editorHref(checked, { brand: site.brand, brandOrigins: site.brandOrigins, countryCode: site.countryCode })
        : checked;
    },
    [site],
  );
}
