import Box from '@mui/material/Box';
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
import NextLink from '@/components/ui/NextLink';
import type { LinkItem, MenuItem as MenuItemModel } from '@/lib/brand/site-settings';
import { editable } from '@/lib/preview/content-source';
import Editable from '../ui/Editable';
import { AnchorLink, useSiteHref } from '../ui/Link';
import SiteButton from '../ui/SiteButton';
import CloseIcon from '@/components/ui/icons/Close';

/**
 * The header's menus that only exist once a visitor opens them: a desktop dropdown and the mobile
 * drawer. They are MUI's Modal family (Menu, Popover, Drawer, focus trap, transitions), so the
 * header loads this module on demand (next/dynamic, after the page is interactive) instead of
 * putting it in every page's first JavaScript.
 */

export function DropdownMenu({
  id,
  item,
  anchor,
  onClose,
}: {
  id: string;
  item: MenuItemModel;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const siteHref = useSiteHref();
  const all = siteHref(item.url);
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {all ? (
        <MenuItem component={NextLink} href={all} onClick={onClose}>
          All {item.label.toLowerCase()}
        </MenuItem>
      ) : null}
      {item.children.map((child) => {
        const href = siteHref(child.url);
        return href ? (
          <MenuItem key={`${child.text}-${child.url}`} component={NextLink} href={href} onClick={onClose}>
            <Editable source={child.src?.text}>{child.text}</Editable>
          </MenuItem>
        ) : null;
      })}
    </Menu>
  );
}

export function MenuDrawer({
  id,
  open,
  onClose,
  menu,
  bookingLink,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  menu: MenuItemModel[];
  bookingLink: LinkItem | null;
}) {
  const siteHref = useSiteHref();
  /** A link of the drawer; `source`: where its text is edited (draft mode), when it is the CMS's text. */
  const entry = (link: { text: string; url: string | null; source?: string }, nested = false) => {
    const href = siteHref(link.url);
    return href ? (
      <ListItem key={`${link.text}-${link.url}`} disablePadding>
        <ListItemButton component={NextLink} href={href} sx={{ pl: nested ? 4 : 2, minHeight: 48 }}>
          <ListItemText
            primary={link.text}
            slotProps={{ primary: { sx: { fontWeight: nested ? 400 : 600 }, ...editable(link.source) } }}
          />
        </ListItemButton>
      </ListItem>
    ) : null;
  };
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the cookie notice (a snackbar's layer), which would cover the menu's last links on a
      // phone until the visitor chose: the open menu is what they are reading.
      sx={{ zIndex: (theme) => theme.zIndex.snackbar + 1 }}
      slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' } } }}
    >
      <Box component="nav" aria-label="Main" sx={{ py: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {menu.map((item) =>
            item.children.length ? (
              <Box component="li" key={item.label} sx={{ listStyle: 'none' }}>
                <List
                  subheader={
                    <ListSubheader
                      component="div"
                      sx={{ fontWeight: 700, lineHeight: '40px' }}
                      {...editable(item.src?.label)}
                    >
                      {item.label}
                    </ListSubheader>
                  }
                  disablePadding
                >
                  {item.url ? entry({ text: `All ${item.label.toLowerCase()}`, url: item.url }, true) : null}
                  {item.children.map((child) => entry({ ...child, source: child.src?.text }, true))}
                </List>
              </Box>
            ) : (
              entry({ text: item.label, url: item.url, source: item.src?.label })
            ),
          )}
        </List>
        {bookingLink ? (
          <>
            <Divider />
            <Box sx={{ p: 2 }}>
              <SiteButton component={AnchorLink} href={bookingLink.url} variant="contained" fullWidth>
                <Editable source={bookingLink.src?.text}>{bookingLink.text}</Editable>
              </SiteButton>
            </Box>
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
