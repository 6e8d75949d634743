import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import NextLink from '@/components/ui/NextLink';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import type { LinkItem, MenuItem as MenuItemModel } from '@/lib/brand/site-settings';
import CmsImage from '../ui/CmsImage';
import Editable from '../ui/Editable';
import { AnchorLink } from '../ui/Link';
import SiteButton, { siteButtonClasses } from '../ui/SiteButton';
import { useSite } from '../ui/SiteContext';
import SiteIconButton from '../ui/SiteIconButton';
import ExpandMoreIcon from '@/components/ui/icons/ExpandMore';
import MenuIcon from '@/components/ui/icons/Menu';

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

/**
 * The header's look in one class (the parts below are plain elements with class names): MUI's
 * AppBar (sticky, the surface's colour, no elevation) with a divider below, around a toolbar of
 * 64px (72px from md): the logo, a spacer, the menu (md up), the my-booking button (md up) and the
 * menu button (below md). As MUI's AppBar, Toolbar, Box and Typography drew it, in a sixth of
 * the CSS.
 */
const HeaderBar = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  color: 'inherit',
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .Header-toolbar': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minHeight: 64,
    gap: theme.spacing(2),
    [theme.breakpoints.up('md')]: { minHeight: 72 },
  },
  '& .Header-home': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    color: theme.palette.text.primary,
    textDecoration: 'none',
    minWidth: 0,
  },
  // The brand's name: the h6 text style in the first heading's font, bold, on one line.
  '& .Header-name': {
    margin: 0,
    ...theme.typography.h6,
    fontFamily: theme.typography.h1.fontFamily,
    fontWeight: 700,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .Header-spacer': { flexGrow: 1 },
  // Hidden below md as MUI's responsive props hide (a min-width:0 query: jsdom applies none).
  '& .Header-nav': {
    [theme.breakpoints.up('xs')]: { display: 'none' },
    alignItems: 'center',
    gap: theme.spacing(0.5),
    [theme.breakpoints.up('md')]: { display: 'flex' },
    [`& .${siteButtonClasses.root}`]: { fontWeight: 600 },
  },
  // The my-booking button and the menu button: one or the other, by the width.
  [`& .Header-toolbar > .${siteButtonClasses.root}`]: {
    marginLeft: theme.spacing(1),
    [theme.breakpoints.up('xs')]: { display: 'none' },
    [theme.breakpoints.up('md')]: { display: 'inline-flex' },
  },
  '& .Header-menu': {
    [theme.breakpoints.up('xs')]: { display: 'block' },
    [theme.breakpoints.up('md')]: { display: 'none' },
  },
}));

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
    <NextLink href="/" aria-label={name ? `${name}, home` : 'Home'} className="Header-home">
      {logo ? (
        // Drawn at 44 px: width and height say so, and CmsImage offers 1x and 2x files (not every
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
      <span className="Header-name">{name ?? 'Home'}</span>
    </NextLink>
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
    <HeaderBar>
      <Container maxWidth="lg">
        <div className="Header-toolbar">
          <BrandLogo />
          <div className="Header-spacer" />
          <nav aria-label="Main" className="Header-nav">
            {menu.map((item) => (
              <DesktopMenuItem key={item.label} item={item} />
            ))}
          </nav>
          {bookingLink ? (
            <SiteButton component={AnchorLink} href={bookingLink.url} variant="contained">
              <Editable source={bookingLink.src?.text}>{bookingLink.text}</Editable>
            </SiteButton>
          ) : null}
          <div className="Header-menu">
            <MobileMenu menu={menu} bookingLink={bookingLink} />
          </div>
        </div>
      </Container>
    </HeaderBar>
  );
}
