import { styled } from '@mui/material/styles';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import { MAX_RATING, type TestimonialView, type TestimonialsView } from './toTestimonials';
import { Columns } from '@/components/ui/Columns';
import FormatQuoteRoundedIcon from '@/components/ui/icons/FormatQuoteRounded';
import StarHalfRoundedIcon from '@/components/ui/icons/StarHalfRounded';
import StarOutlineRoundedIcon from '@/components/ui/icons/StarOutlineRounded';
import StarRoundedIcon from '@/components/ui/icons/StarRounded';

/**
 * The quote cards' look in one class on the section (the parts are plain elements with class
 * names), as MUI's Box, Stack, Typography and Avatar drew them: the card, its quote mark and
 * stars, the quote, and the caption with the photo (or the initials) and who said it.
 */
const TestimonialsRoot = styled(Section)(({ theme }) => ({
  '& .Testimonials-card': {
    margin: 0,
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    padding: theme.spacing(3),
    backgroundColor: theme.palette.background.default,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: panelRadius(theme),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
  },
  '& .Testimonials-head': {
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    minHeight: 32,
  },
  '& .Testimonials-mark': { fontSize: 40, color: theme.palette.primary.main, marginLeft: theme.spacing(-1) },
  '& .Testimonials-rating': { display: 'flex', alignItems: 'center', color: theme.palette.accent.main },
  '& .Testimonials-star': { fontSize: 22 },
  '& blockquote': { margin: 0, flexGrow: 1 },
  '& .Testimonials-quote': { margin: 0, ...theme.typography.body1, ...plainText, fontSize: '1.0625rem' },
  '& figcaption': {
    display: 'flex',
    flexDirection: 'row',
    gap: theme.spacing(2),
    alignItems: 'center',
    paddingTop: theme.spacing(2),
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& .Testimonials-photo': {
    position: 'relative',
    flexShrink: 0,
    width: 56,
    height: 56,
    borderRadius: '50%',
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
  },
  // MUI Avatar's letters.
  '& .Testimonials-initials': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 56,
    height: 56,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(20),
    lineHeight: 1,
    borderRadius: '50%',
    overflow: 'hidden',
    userSelect: 'none',
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    fontWeight: 700,
    '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
  },
  '& .Testimonials-who': { minWidth: 0 },
  '& .Testimonials-name': { ...theme.typography.body1, display: 'block', fontWeight: 700, overflowWrap: 'anywhere' },
  '& .Testimonials-role': {
    ...theme.typography.body2,
    display: 'block',
    color: theme.palette.text.secondary,
    overflowWrap: 'anywhere',
  },
}));

/** Stars for the eye (hidden from screen readers) and "Rated 4.5 out of 5" for everyone else. */
function Rating({ value }: { value: number }) {
  return (
    <div className="Testimonials-rating">
      <span style={visuallyHidden}>{`Rated ${value} out of ${MAX_RATING}`}</span>
      {Array.from({ length: MAX_RATING }, (_, index) => {
        const Icon =
          value >= index + 1 ? StarRoundedIcon : value >= index + 0.5 ? StarHalfRoundedIcon : StarOutlineRoundedIcon;
        return <Icon key={index} aria-hidden="true" className="Testimonials-star" />;
      })}
    </div>
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
    <figure className="Testimonials-card">
      <div className="Testimonials-head">
        <FormatQuoteRoundedIcon aria-hidden="true" className="Testimonials-mark" />
        {item.rating != null ? <Rating value={item.rating} /> : null}
      </div>
      <blockquote>
        <p className="Testimonials-quote" {...editable(item.src?.quote, 'text')}>
          {item.quote}
        </p>
      </blockquote>
      {item.name || item.role ? (
        <figcaption>
          {item.photo ? (
            <div className="Testimonials-photo">
              <CmsImage media={item.photo} alt="" fill sizes="56px" style={{ objectFit: 'cover' }} />
            </div>
          ) : item.name ? (
            <div aria-hidden="true" className="Testimonials-initials">
              {initials(item.name)}
            </div>
          ) : null}
          <div className="Testimonials-who">
            {item.name ? (
              <span className="Testimonials-name" {...editable(item.src?.name)}>
                {item.name}
              </span>
            ) : null}
            {item.role ? (
              <span className="Testimonials-role" {...editable(item.src?.role)}>
                {item.role}
              </span>
            ) : null}
          </div>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Quote cards on a muted band: one column on phones, two on tablets, three on desktops (two when there are two, one wide when one). */
export default function Testimonials({ title, items, src }: TestimonialsView) {
  const md = items.length === 1 ? 12 : items.length === 2 || items.length === 4 ? 6 : 4;
  return (
    <TestimonialsRoot title={title} titleSource={src?.title} tone="muted">
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
    </TestimonialsRoot>
  );
}
