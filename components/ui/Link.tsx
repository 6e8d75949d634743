import { styled, type SxProps, type Theme } from '@mui/material/styles';
import NextLink from './NextLink';
import { forwardRef, useCallback, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { SiteContext } from './SiteContext';
import { editorHref } from '@/lib/links';
import { isExternalHref, safeHref } from '@/lib/url';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> & {
  href: string | null | undefined;
  children: ReactNode;
  /** As MUI Link's: underlined on hover (the theme's default), always, or never. */
  underline?: 'hover' | 'always' | 'none';
  /** The primary colour, or the surrounding text's. */
  color?: 'primary' | 'inherit';
  /** A text style of its own (the surrounding text's by default). */
  variant?: 'inherit' | 'body2' | 'h6';
  sx?: SxProps<Theme>;
};

/**
 * MUI Link's look (Link.js, @mui/material 9: the primary colour, an underline on hover, or always in
 * the colour at 40 % turning solid on hover) in one class on a plain anchor, without MUI Link's
 * Typography and focus tracking in every page's JavaScript; the variant and colour are class names.
 */
const LinkRoot = styled('a', {
  // Emotion forwards every prop to a component given as `as` (next/link here), which would write
  // `sx="[object Object]"` on the anchor: the style props stop here, whatever the element.
  shouldForwardProp: (prop) => prop !== 'sx' && prop !== 'theme' && prop !== 'ownerState' && prop !== 'as',
})(({ theme }) => ({
  color: theme.palette.primary.main,
  '--Link-underlineColor': theme.alpha(theme.palette.primary.main, 0.4),
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&.Link-always': {
    textDecoration: 'underline',
    textDecorationColor: 'var(--Link-underlineColor)',
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '&.Link-none:hover': { textDecoration: 'none' },
  '&.Link-inherit': { color: 'inherit', '--Link-underlineColor': 'currentColor' },
  '&.Link-body2': theme.typography.body2,
  '&.Link-h6': theme.typography.h6,
}));

function linkClass({ underline = 'hover', color = 'primary', variant = 'inherit', className }: Partial<LinkProps>) {
  return (
    [
      underline === 'hover' ? null : `Link-${underline}`,
      color === 'inherit' ? 'Link-inherit' : null,
      variant === 'inherit' ? null : `Link-${variant}`,
      className,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/**
 * A link to a CMS-given href: client-side navigation inside the site (in the form the brand's pages
 * answer, keeping the visitor's country: lib/links editorHref), a plain link (new context safe)
 * outside it, and just the text when the href is unsafe or missing.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, underline, color, variant, className, ...rest },
  ref,
) {
  const safe = useSiteHref()(href);
  if (!safe) {
    return (
      <LinkRoot
        as="span"
        ref={ref}
        className={linkClass({ underline: 'none', color: 'inherit', variant, className })}
        {...rest}
      >
        {children}
      </LinkRoot>
    );
  }
  const classes = linkClass({ underline, color, variant, className });
  if (isExternalHref(safe)) {
    return (
      <LinkRoot ref={ref} href={safe} rel="noopener noreferrer" className={classes} {...rest}>
        {children}
      </LinkRoot>
    );
  }
  return (
    <LinkRoot as={NextLink} ref={ref} href={safe} className={classes} {...rest}>
      {children}
    </LinkRoot>
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
