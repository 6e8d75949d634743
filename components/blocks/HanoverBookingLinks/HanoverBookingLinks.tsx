import Box from '@mui/material/Box';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import SiteButton, { siteButtonClasses } from '@/components/ui/SiteButton';
import { BOOKING_SECTION_ID, type HanoverBookingLinksView } from './toHanoverBookingLinks';
import ArrowForwardIcon from '@/components/ui/icons/ArrowForward';

/**
 * "Book your place": the product's booking links as large buttons, one per line on phones and up
 * to three across on desktops. The section is the page's #book anchor (clear of the sticky header).
 */
export default function HanoverBookingLinks({ title, links }: HanoverBookingLinksView) {
  return (
    <Section id={BOOKING_SECTION_ID} title={title} tone="muted" style={{ scrollMarginTop: 96 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${Math.min(links.length, 3)}, minmax(0, 1fr))`,
          },
          gap: 2,
          [`& > li > .${siteButtonClasses.root}`]: {
            justifyContent: 'space-between',
            textAlign: 'left',
            minHeight: 56,
            py: 1.5,
          },
          [`& > li > .${siteButtonClasses.outlined}`]: { bgcolor: 'background.default' },
        }}
      >
        {links.map((link, index) => (
          <li key={link.key}>
            {/* Link gives external hrefs rel="noopener noreferrer". */}
            <SiteButton
              component={AnchorLink}
              href={link.href}
              variant={index === 0 ? 'contained' : 'outlined'}
              size="large"
              fullWidth
              endIcon={<ArrowForwardIcon />}
            >
              <Editable source={link.src?.name}>{link.name}</Editable>
            </SiteButton>
          </li>
        ))}
      </Box>
    </Section>
  );
}
