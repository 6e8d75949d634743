import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { LinkItem, Logo, Navigation } from '@/lib/brand/site-settings';
import { editable, type FieldSources } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import CmsImage from '../ui/CmsImage';
import { Columns } from '../ui/Columns';
import Link from '../ui/Link';
import { useSite } from './SiteContext';
import SiteIconButton from '../ui/SiteIconButton';

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
 * The footer's columns: on phones the brand column across the top and the menus two by two; from
 * `md` the brand column a third wide (MUI Grid's size 4 of 12) and the menus sharing the rest.
 */
const FooterColumns = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(4),
  '& > *': { minWidth: 0 },
  '& > :first-of-type': { gridColumn: '1 / -1' },
  [theme.breakpoints.up('md')]: {
    gap: theme.spacing(6),
    gridAutoFlow: 'column',
    // Size 4 of 12, by MUI Grid's formula (components/ui/Columns).
    gridTemplateColumns: `calc(100% * 4 / 12 - 8 * ${theme.spacing(6)} / 12)`,
    gridAutoColumns: 'minmax(0, 1fr)',
    '& > :first-of-type': { gridColumn: 'auto' },
  },
}));

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
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={label}
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {logos.map((logo) => (
        // Inverse logos are made for the footer's brand colour; others sit on a light plate, so a
        // logo in the brand's colours still shows.
        <Box
          component="li"
          key={logo.image.url}
          sx={
            logo.variant === 'inverse'
              ? { display: 'flex' }
              : { bgcolor: 'common.white', borderRadius: 2, p: 1, display: 'flex' }
          }
        >
          {logo.link && safeHref(logo.link) ? (
            <Link href={logo.link} aria-label={logoLinkName(logo)}>
              <CmsImage media={logo.image} sizes={`${height * 2}px`} style={{ height, width: 'auto' }} />
            </Link>
          ) : (
            <CmsImage media={logo.image} sizes={`${height * 2}px`} style={{ height, width: 'auto' }} />
          )}
        </Box>
      ))}
    </Stack>
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
}: {
  navigation: Navigation;
  explore?: ExploreEntry[];
  spaced?: boolean;
}) {
  const { site } = useSite();
  const year = new Date().getUTCFullYear();
  const inverse = navigation.footerLogos.filter((logo) => logo.variant === 'inverse');
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        mt: spaced ? { xs: 8, md: 12 } : 0,
        '& a': { color: 'inherit' },
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <FooterColumns>
          <div>
            <Stack spacing={2}>
              <LogoRow logos={inverse.length ? inverse : navigation.footerLogos} label="Our brands" height={48} />
              {site?.brand?.organization?.description ? (
                <Typography variant="body2" sx={{ opacity: 0.9, maxWidth: 360 }}>
                  {site.brand.organization.description}
                </Typography>
              ) : null}
              {navigation.social.length ? (
                <Stack
                  direction="row"
                  spacing={0.5}
                  component="ul"
                  aria-label="Social media"
                  sx={{ listStyle: 'none', m: 0, p: 0, ml: -1.5 }}
                >
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
                </Stack>
              ) : null}
            </Stack>
          </div>
          {navigation.footerMenu.map((column) => (
            <div key={column.title}>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 700, mb: 1.5 }}
                {...editable(column.src?.title)}
              >
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {column.links.map((link) => (
                  <li key={link.text + link.url}>
                    <Link href={link.url} variant="body2" {...editable(link.src?.text)}>
                      {link.text}
                    </Link>
                  </li>
                ))}
              </Stack>
            </div>
          ))}
        </FooterColumns>
        {explore.length ? (
          <Box
            component="nav"
            aria-label="Explore"
            sx={{ mt: 6, pt: 5, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)' }}
          >
            <Columns spacing={{ xs: 4, md: 6 }} columns={{ xs: 1, sm: 2, md: 3 }}>
              {explore.map((entry) => (
                <div key={entry.label}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
                    <Link href={entry.href} {...editable(entry.src?.label)}>
                      {entry.label}
                    </Link>
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {entry.children.map((link, index) => (
                      <li key={`${link.text}-${index}`}>
                        <Link href={link.url} variant="body2" {...editable(link.src?.text)}>
                          {link.text}
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </div>
              ))}
            </Columns>
          </Box>
        ) : null}
        {navigation.affiliates.length ? (
          <Box sx={{ mt: 6 }}>
            <LogoRow logos={navigation.affiliates} label="Memberships and protection" height={40} />
          </Box>
        ) : null}
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.2)' }}>
        <Container
          maxWidth="lg"
          sx={{
            py: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ opacity: 0.9 }} {...editable(navigation.subFooter?.src?.text)}>
            {navigation.subFooter?.text ?? `© ${year} ${site?.brand?.name ?? ''}`}
          </Typography>
          {navigation.subFooter?.links.length ? (
            <Stack
              direction="row"
              spacing={2}
              component="ul"
              aria-label="Legal"
              useFlexGap
              sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
            >
              {navigation.subFooter.links.map((link) => (
                <li key={link.text + link.url}>
                  <Link href={link.url} variant="body2" {...editable(link.src?.text)}>
                    {link.text}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : null}
        </Container>
      </Box>
    </Box>
  );
}
