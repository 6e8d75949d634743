import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import StarHalfRoundedIcon from '@mui/icons-material/StarHalfRounded';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import { MAX_RATING, type TestimonialView, type TestimonialsView } from './toTestimonials';
import { Columns } from '@/components/ui/Columns';

/** Stars for the eye (hidden from screen readers) and "Rated 4.5 out of 5" for everyone else. */
function Rating({ value }: { value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', color: 'accent.main' }}>
      {/* Inline style, not sx: in sx, width 1 and height 1 would mean 100%. */}
      <span style={visuallyHidden}>{`Rated ${value} out of ${MAX_RATING}`}</span>
      {Array.from({ length: MAX_RATING }, (_, index) => {
        const Icon =
          value >= index + 1 ? StarRoundedIcon : value >= index + 0.5 ? StarHalfRoundedIcon : StarOutlineRoundedIcon;
        return <Icon key={index} aria-hidden="true" sx={{ fontSize: 22 }} />;
      })}
    </Box>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toUpperCase();

function Testimonial({ item }: { item: TestimonialView }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: { xs: 3, md: 4 },
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: panelRadius,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 32 }}>
        <FormatQuoteRoundedIcon aria-hidden="true" sx={{ fontSize: 40, color: 'primary.main', ml: -1 }} />
        {item.rating != null ? <Rating value={item.rating} /> : null}
      </Stack>
      <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
        <Typography
          component="p"
          variant="body1"
          sx={{ ...plainText, fontSize: '1.0625rem' }}
          {...editable(item.src?.quote, 'text')}
        >
          {item.quote}
        </Typography>
      </Box>
      {item.name || item.role ? (
        <Stack
          component="figcaption"
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          {item.photo ? (
            <Box
              sx={{
                position: 'relative',
                flexShrink: 0,
                width: 56,
                height: 56,
                borderRadius: '50%',
                overflow: 'hidden',
                bgcolor: 'background.paper',
              }}
            >
              <CmsImage media={item.photo} alt="" fill sizes="56px" style={{ objectFit: 'cover' }} />
            </Box>
          ) : item.name ? (
            <Avatar
              aria-hidden="true"
              sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
            >
              {initials(item.name)}
            </Avatar>
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            {item.name ? (
              <Typography
                component="span"
                variant="body1"
                sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}
                {...editable(item.src?.name)}
              >
                {item.name}
              </Typography>
            ) : null}
            {item.role ? (
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
                {...editable(item.src?.role)}
              >
                {item.role}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}

/** Quote cards on a muted band: one column on phones, two on tablets, three on desktops (two when there are two, one wide when one). */
export default function Testimonials({ title, items, src }: TestimonialsView) {
  const md = items.length === 1 ? 12 : items.length === 2 || items.length === 4 ? 6 : 4;
  return (
    <Section title={title} titleSource={src?.title} tone="muted">
      <Columns
        as="ul"
        plain
        spacing={{ xs: 3, md: 4 }}
        columns={{ xs: 1, sm: items.length === 1 ? 1 : 2, md: 12 / md }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Testimonial item={item} />
          </li>
        ))}
      </Columns>
    </Section>
  );
}
