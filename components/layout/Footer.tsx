import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import type { LinkItem, Logo, Navigation } from '@/lib/brand/site-settings';
import { editable, type FieldSources } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import CmsImage from '../ui/CmsImage';
import { Columns } from '../ui/Columns';
import { AnchorLink } from '../ui/Link';
import SiteIconButton from '../ui/SiteIconButton';
import { useSite } from '../ui/SiteContext';
import { reopenCookieNotice } from './CookieNotice';
import FacebookIcon from '@/components/ui/icons/Facebook';
import InstagramIcon from '@/components/ui/icons/Instagram';
import LinkedInIcon from '@/components/ui/icons/LinkedIn';
import MusicNoteIcon from '@/components/ui/icons/MusicNote';
import XIcon from '@/components/ui/icons/X';
import YouTubeIcon from '@/components/ui/icons/YouTube';

const SOCIAL_ICONS: Record<string, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: MusicNoteIcon,
  youtube: YouTubeIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
};
const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
};

/**
 * The footer's look in one class (its parts are plain elements with class names), as MUI's Box,
 * Stack, Typography and Link drew it: the brand's colour, the brand column and menu columns
 * (a third and the rest from md; the brand column across and the menus two by two below), the
 * explore links, the affiliates, and the sub-footer.
 */
const FooterRoot = styled('footer')(({ theme }) => {
  const divider = '1px solid rgba(255,255,255,0.2)';
  const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
  return {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '& a': { color: 'inherit' },
    '&.Footer-spaced': { marginTop: theme.spacing(8), [theme.breakpoints.up('md')]: { marginTop: theme.spacing(12) } },
    '& .Footer-main': {
      paddingBlock: theme.spacing(6),
      [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(8) },
    },
    '& .Footer-columns': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: theme.spacing(4),
      '& > *': { minWidth: 0 },
      '& > :first-of-type': { gridColumn: '1 / -1' },
      [theme.breakpoints.up('md')]: {
        gap: theme.spacing(6),
        gridAutoFlow: 'column',
        // Size 4 of 12, by MUI Grid's formula (components/ui/Columns); the menus share the rest.
        gridTemplateColumns: `calc(100% * 4 / 12 - 8 * ${theme.spacing(6)} / 12)`,
        gridAutoColumns: 'minmax(0, 1fr)',
        '& > :first-of-type': { gridColumn: 'auto' },
      },
    },
    '& .Footer-brand': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
    '& .Footer-about': { margin: 0, ...theme.typography.body2, opacity: 0.9, maxWidth: 360 },
    '& .Footer-logos': { ...list, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(2) },
    // Inverse logos are made for the footer's brand colour; others sit on a light plate.
    '& .Footer-logos > li': { display: 'flex' },
    '& .Footer-logos > .Footer-plate': {
      backgroundColor: theme.palette.common.white,
      borderRadius: theme.spacing(1),
      padding: theme.spacing(1),
    },
    '& .Footer-social': { ...list, display: 'flex', gap: theme.spacing(0.5) },
    '& .Footer-title': { margin: `0 0 ${theme.spacing(1.5)}`, ...theme.typography.subtitle1, fontWeight: 700 },
    '& .Footer-title a, & .Footer-logos a': { textDecoration: 'none' },
    '& .Footer-title a:hover, & .Footer-logos a:hover': { textDecoration: 'underline' },
    '& .Footer-links': { ...list, display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
    '& .Footer-link': { ...theme.typography.body2, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
    // "Cookie settings": a button (it opens the notice, it goes nowhere) that reads as the links beside it.
    '& button.Footer-link': {
      color: 'inherit',
      background: 'none',
      border: 0,
      padding: 0,
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid currentColor`, outlineOffset: 2 },
    },
    '& .Footer-explore': { marginTop: theme.spacing(6), paddingTop: theme.spacing(5), borderTop: divider },
    '& .Footer-affiliates': { marginTop: theme.spacing(6) },
    '& .Footer-legal': { borderTop: divider },
    '& .Footer-bar': {
      paddingBlock: theme.spacing(2.5),
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(2),
      justifyContent: 'space-between',
      alignItems: 'center',
    },
    '& .Footer-notice': { margin: 0, ...theme.typography.body2, opacity: 0.9 },
    '& .Footer-legal ul': { ...list, display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) },
  };
});

/** A linked logo's accessible name: its alternative text, else the site it links to. */
function logoLinkName(logo: Logo): string {
  if (logo.image.alt) return logo.image.alt;
  try {
    return new URL(logo.link ?? '').hostname.replace(/^www\./, '');
  } catch {
    return 'Home';
  }
}

function LogoRow({ logos, label, height }: { logos: Logo[]; label: string; height: number }) {
  if (logos.length === 0) return null;
  return (
    <ul aria-label={label} className="Footer-logos">
      {logos.map((logo) => (
        <li key={logo.image.url} className={logo.variant === 'inverse' ? undefined : 'Footer-plate'}>
          {logo.link && safeHref(logo.link) ? (
            <AnchorLink href={logo.link} aria-label={logoLinkName(logo)}>
              <CmsImage media={logo.image} sizes={`${height * 2}px`} style={{ height, width: 'auto' }} />
            </AnchorLink>
          ) : (
            <CmsImage media={logo.image} sizes={`${height * 2}px`} style={{ height, width: 'auto' }} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A column of links (a footer menu, an explore entry, ...). */
function Links({ links }: { links: LinkItem[] }) {
  return (
    <ul className="Footer-links">
      {links.map((link, index) => (
        <li key={`${link.text}-${link.url}-${index}`}>
          <AnchorLink href={link.url} className="Footer-link" {...editable(link.src?.text)}>
            {link.text}
          </AnchorLink>
        </li>
      ))}
    </ul>
  );
}

export interface ExploreEntry {
  label: string;
  href: string;
  children: LinkItem[];
  /** Draft mode: where the label (the automated menu item's) is edited. */
  src?: FieldSources<'label'>;
}

/** The footer: logos, menu columns, automated "explore" entries, affiliate links, the sub-footer. */
export default function Footer({
  navigation,
  explore = [],
  spaced = false,
  cookieSettings = false,
}: {
  navigation: Navigation;
  explore?: ExploreEntry[];
  spaced?: boolean;
  /** The brand shows a cookie notice: "Cookie settings" opens it again, to change the choice. */
  cookieSettings?: boolean;
}) {
  const { site } = useSite();
  const year = new Date().getUTCFullYear();
  const inverse = navigation.footerLogos.filter((logo) => logo.variant === 'inverse');
  return (
    <FooterRoot className={spaced ? 'Footer-spaced' : undefined}>
      <Container maxWidth="lg" className="Footer-main">
        <div className="Footer-columns">
          <div className="Footer-brand">
            <LogoRow logos={inverse.length ? inverse : navigation.footerLogos} label="Our brands" height={48} />
            {site?.brand?.organization?.description ? (
              <p className="Footer-about">{site.brand.organization.description}</p>
            ) : null}
            {navigation.social.length ? (
              <ul aria-label="Social media" className="Footer-social">
                {navigation.social.map((link) => {
                  const Icon = SOCIAL_ICONS[link.network] ?? InstagramIcon;
                  const href = safeHref(link.url);
                  return href ? (
                    <li key={link.network + link.url}>
                      <SiteIconButton
                        component="a"
                        href={href}
                        rel="noopener noreferrer"
                        aria-label={`${site?.brand?.name ?? 'Us'} on ${SOCIAL_NAMES[link.network] ?? link.network}`}
                        color="inherit"
                      >
                        <Icon />
                      </SiteIconButton>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : null}
          </div>
          {navigation.footerMenu.map((column) => (
            <div key={column.title}>
              <h2 className="Footer-title" {...editable(column.src?.title)}>
                {column.title}
              </h2>
              <Links links={column.links} />
            </div>
          ))}
        </div>
        {explore.length ? (
          <nav aria-label="Explore" className="Footer-explore">
            <Columns spacing={{ xs: 4, md: 6 }} columns={{ xs: 1, sm: 2, md: 3 }}>
              {explore.map((entry) => (
                <div key={entry.label}>
                  <h2 className="Footer-title">
                    <AnchorLink href={entry.href} {...editable(entry.src?.label)}>
                      {entry.label}
                    </AnchorLink>
                  </h2>
                  <Links links={entry.children} />
                </div>
              ))}
            </Columns>
          </nav>
        ) : null}
        {navigation.affiliates.length ? (
          <div className="Footer-affiliates">
            <LogoRow logos={navigation.affiliates} label="Memberships and protection" height={40} />
          </div>
        ) : null}
      </Container>
      <div className="Footer-legal">
        <Container maxWidth="lg" className="Footer-bar">
          <p className="Footer-notice" {...editable(navigation.subFooter?.src?.text)}>
            {navigation.subFooter?.text ?? `© ${year} ${site?.brand?.name ?? ''}`}
          </p>
          {navigation.subFooter?.links.length || cookieSettings ? (
            <ul aria-label="Legal">
              {navigation.subFooter?.links.map((link) => (
                <li key={link.text + link.url}>
                  <AnchorLink href={link.url} className="Footer-link" {...editable(link.src?.text)}>
                    {link.text}
                  </AnchorLink>
                </li>
              ))}
              {cookieSettings ? (
                <li>
                  <button type="button" className="Footer-link" onClick={reopenCookieNotice}>
                    Cookie settings
                  </button>
                </li>
              ) : null}
            </ul>
          ) : null}
        </Container>
      </div>
    </FooterRoot>
  );
}
