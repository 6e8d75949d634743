import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import type { LinkItem, MenuItem as MenuItemModel } from '@/lib/brand/site-settings';
import CmsImage from '../ui/CmsImage';
import Link, { useSiteHref } from '../ui/Link';
import { useSite } from './SiteContext';

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
        <CmsImage
          media={logo.image}
          alt=""
          loading="eager"
          sizes="48px"
          style={{ width: 44, height: 44, objectFit: 'contain' }}
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
  const siteHref = useSiteHref();
  const all = siteHref(item.url);
  const menuId = useId();
  if (item.children.length === 0) {
    return (
      <Button component={Link} href={item.url ?? undefined} color="inherit" sx={{ fontWeight: 600 }}>
        {item.label}
      </Button>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 600 }}
      >
        {item.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {all ? (
          <MenuItem component={NextLink} href={all} onClick={() => setAnchor(null)}>
            All {item.label.toLowerCase()}
          </MenuItem>
        ) : null}
        {item.children.map((child) => {
          const href = siteHref(child.url);
          return href ? (
            <MenuItem
              key={`${child.text}-${child.url}`}
              component={NextLink}
              href={href}
              onClick={() => setAnchor(null)}
            >
              {child.text}
            </MenuItem>
          ) : null;
        })}
      </Menu>
    </>
  );
}

function MobileMenu({ menu, bookingLink }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const drawerId = useId();
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);
  const siteHref = useSiteHref();
  const entry = (link: { text: string; url: string | null }, nested = false) => {
    const href = siteHref(link.url);
    return href ? (
      <ListItem key={`${link.text}-${link.url}`} disablePadding>
        <ListItemButton component={NextLink} href={href} sx={{ pl: nested ? 4 : 2, minHeight: 48 }}>
          <ListItemText primary={link.text} slotProps={{ primary: { sx: { fontWeight: nested ? 400 : 600 } } }} />
        </ListItemButton>
      </ListItem>
    ) : null;
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-controls={drawerId}
        aria-expanded={open ? 'true' : 'false'}
        onClick={() => setOpen(true)}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' } } }}
      >
        <Box component="nav" aria-label="Main" sx={{ py: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {menu.map((item) =>
              item.children.length ? (
                <Box component="li" key={item.label} sx={{ listStyle: 'none' }}>
                  <List
                    subheader={
                      <ListSubheader component="div" sx={{ fontWeight: 700, lineHeight: '40px' }}>
                        {item.label}
                      </ListSubheader>
                    }
                    disablePadding
                  >
                    {item.url ? entry({ text: `All ${item.label.toLowerCase()}`, url: item.url }, true) : null}
                    {item.children.map((child) => entry(child, true))}
                  </List>
                </Box>
              ) : (
                entry({ text: item.label, url: item.url })
              ),
            )}
          </List>
          {bookingLink ? (
            <>
              <Divider />
              <Box sx={{ p: 2 }}>
                <Button component={Link} href={bookingLink.url} variant="contained" fullWidth>
                  {bookingLink.text}
                </Button>
              </Box>
            </>
          ) : null}
        </Box>
      </Drawer>
    </>
  );
}

/** The site header: the brand's logo, its menu (a drawer on small screens) and the my-booking link. */
export default function Header({ menu, bookingLink }: HeaderProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
          >
            {menu.map((item) => (
              <DesktopMenuItem key={item.label} item={item} />
            ))}
          </Box>
          {bookingLink ? (
            <Button
              component={Link}
              href={bookingLink.url}
              variant="contained"
              sx={{ display: { xs: 'none', md: 'inline-flex' }, ml: 1 }}
            >
              {bookingLink.text}
            </Button>
          ) : null}
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <MobileMenu menu={menu} bookingLink={bookingLink} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
