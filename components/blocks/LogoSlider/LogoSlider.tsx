import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CmsImage from '@/components/ui/CmsImage';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import Slider from '@/components/ui/Slider';
import type { LogoSliderView, PartnerLogoView } from './toLogoSlider';

const card = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: { xs: 88, md: 104 },
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
  bgcolor: 'background.default',
  color: 'text.primary',
} as const;

function Logo({ logo }: { logo: PartnerLogoView }) {
  const content = logo.image ? (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <CmsImage media={logo.image} alt={logo.name} fill sizes="184px" style={{ objectFit: 'contain' }} />
    </Box>
  ) : (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: 700, textAlign: 'center' }}
      {...editable(logo.src?.name)}
    >
      {logo.name}
    </Typography>
  );
  if (!logo.href) return <Box sx={card}>{content}</Box>;
  return (
    <Link
      href={logo.href}
      underline="none"
      sx={{
        ...card,
        transition: 'border-color 200ms, box-shadow 200ms',
        '&:hover, &:focus-visible': { borderColor: 'primary.main', boxShadow: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {content}
    </Link>
  );
}

/** The partners of a destination: their logos, each linked to the partner's site, in a slider. */
export default function LogoSlider({ title, logos, src }: LogoSliderView) {
  return (
    <Section title={title} titleSource={src?.title}>
      <Slider label="Partner logos" itemWidth={{ xs: 144, md: 184 }}>
        {logos.map((logo) => (
          <Logo key={logo.key} logo={logo} />
        ))}
      </Slider>
    </Section>
  );
}
