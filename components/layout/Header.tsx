import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import type { LinkItem, MenuItem as MenuItemModel } from '@/lib/brand/site-settings';
import CmsImage from '../ui/CmsImage';
import Editable from '../ui/Editable';
import { AnchorLink } from '../ui/Link';
import SiteButton, { siteButtonClasses } from '../ui/SiteButton';
import { useSite } from './SiteContext';
import SiteIconButton from '../ui/SiteIconButton';

/** The menus a visitor opens (components/layout/HeaderMenus.tsx), loaded when first needed. */
const loadMenus = () => import('./HeaderMenus');
const DropdownMenu = dynamic(() => loadMenus().then((module) => module.DropdownMenu), { ssr: false });
const MenuDrawer = dynamic(() => loadMenus().then((module) => module.MenuDrawer), { ssr: false });

/** Fetches the menus once the page is idle, so the first click does not wait for the network. */
function usePrefetchMenus() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadMenus());
    return () => cancel(handle);
  }, []);
}

export interface HeaderProps {
  menu: MenuItemModel[];
  bookingLink: LinkItem | null;
}

function BrandLogo() {
  const { site, settings } = useSite();
  const name = site?.brand?.name;
  const logo =
    settings.appearance.headerLogos.find((candidate) => candidate.variant === 'primary') ??
    settings.appearance.headerLogos[0];
  return (
    <Box
      component={NextLink}
      href="/"
      aria-label={name ? `${name}, home` : 'Home'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'text.primary',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      {logo ? (
        // Drawn at 44 px: width and height say so, and next/image offers 1x and 2x files (not every
        // width up to 3,840). Low priority: React preloads eager images in <head>, and the logo is
        // never the page's largest paint, so it must not compete with the hero image.
        <CmsImage
          media={logo.image}
          alt=""
          width={44}
          height={44}
          loading="eager"
          fetchPriority="low"
          style={{ objectFit: 'contain' }}
        />
      ) : null}
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700 }}
      >
        {name ?? 'Home'}
      </Typography>
    </Box>
  );
}

function DesktopMenuItem({ item }: { item: MenuItemModel }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu can animate closed.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  if (item.children.length === 0) {
    return (
      <SiteButton component={AnchorLink} href={item.url ?? undefined} color="inherit">
        <Editable source={item.src?.label}>{item.label}</Editable>
      </SiteButton>
    );
  }
  return (
    <>
      <SiteButton
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Editable source={item.src?.label}>{item.label}</Editable>
      </SiteButton>
      {opened ? <DropdownMenu id={menuId} item={item} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}

function MobileMenu({ menu, bookingLink }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const router = useRouter();
  const drawerId = useId();
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  return (
    <>
      <SiteIconButton
        color="inherit"
        aria-label="Open menu"
        aria-controls={drawerId}
        aria-expanded={open ? 'true' : 'false'}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        edge="end"
      >
        <MenuIcon />
      </SiteIconButton>
      {opened ? (
        <MenuDrawer id={drawerId} open={open} onClose={() => setOpen(false)} menu={menu} bookingLink={bookingLink} />
      ) : null}
    </>
  );
}

/** The site header: the brand's logo, its menu (a drawer on small screens) and the my-booking link. */
export default function Header({ menu, bookingLink }: HeaderProps) {
  usePrefetchMenus();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: 64, md: 72 },
            gap: 2,
            // The my-booking button: in the drawer on small screens.
            [`& > .${siteButtonClasses.root}`]: { display: { xs: 'none', md: 'inline-flex' }, ml: 1 },
          }}
        >
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{
              display: { xs: 'none', md: 'flex' },
              alignItems: 'center',
              gap: 0.5,
              [`& .${siteButtonClasses.root}`]: { fontWeight: 600 },
            }}
          >
            {menu.map((item) => (
              <DesktopMenuItem key={item.label} item={item} />
            ))}
          </Box>
          {bookingLink ? (
            <SiteButton component={AnchorLink} href={bookingLink.url} variant="contained">
              <Editable source={bookingLink.src?.text}>{bookingLink.text}</Editable>
            </SiteButton>
          ) : null}
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <MobileMenu menu={menu} bookingLink={bookingLink} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
