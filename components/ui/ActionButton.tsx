import Box from '@mui/material/Box';
import type { LinkItem } from '@/lib/brand/site-settings';
import Editable from './Editable';
import { AnchorLink } from './Link';
import SiteButton from './SiteButton';

/** A block's call to action: one large contained button under its text, or nothing without one. */
export default function ActionButton({
  action,
  color = 'primary',
}: {
  action: LinkItem | null;
  color?: 'primary' | 'secondary';
}) {
  if (!action) return null;
  return (
    <Box sx={{ pt: 1 }}>
      <SiteButton component={AnchorLink} href={action.url} variant="contained" color={color} size="large">
        <Editable source={action.src?.text}>{action.text}</Editable>
      </SiteButton>
    </Box>
  );
}
