import { styled } from '@mui/material/styles';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { OfferBannerView } from './toOfferBanner';
import { Heading, useHeadingTag } from '@/components/ui/heading-level';

/**
 * The promotion's look in one class on the section (the parts are plain elements with class
 * names), as MUI's Box, Stack and Typography drew it: the panel in the brand's primary colour, or
 * (`OfferBanner-photo`) a photo under an overlay darkest behind the text (left on wide screens,
 * all over on phones) so white text stays readable on any photo; the logo plate, the texts.
 */
const OfferBannerRoot = styled(Section)(({ theme }) => ({
  '& .OfferBanner-panel': {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: panelRadius(theme),
    display: 'flex',
    alignItems: 'center',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .OfferBanner-photo': {
    minHeight: 360,
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
  },
  '& .OfferBanner-overlay': {
    position: 'absolute',
    inset: 0,
    background: 'linear-gradient(180deg, rgba(0,0,0,0.55) 0%, rgba(0,0,0,0.72) 100%)',
  },
  '& .OfferBanner-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2.5),
    position: 'relative',
    padding: theme.spacing(3),
    maxWidth: 720,
    alignItems: 'flex-start',
  },
  '& .OfferBanner-logoLink': { display: 'inline-flex', borderRadius: Number(theme.shape.borderRadius) * 2 },
  '& .OfferBanner-plate': {
    display: 'inline-flex',
    backgroundColor: theme.palette.common.white,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    padding: theme.spacing(1.5),
    boxShadow: theme.shadows[2],
  },
  '& .OfferBanner-logo': {
    position: 'relative',
    width: 120,
    height: 48,
  },
  '& .OfferBanner-title': { margin: 0, ...theme.typography.h2, color: 'inherit' },
  '& .OfferBanner-subtitle': { margin: 0, ...theme.typography.h5, fontWeight: 600, color: 'inherit' },
  '& .OfferBanner-intro': { margin: 0, ...theme.typography.body1, ...plainText, fontSize: '1.0625rem', opacity: 0.95 },
  [theme.breakpoints.up('sm')]: { '& .OfferBanner-text': { padding: theme.spacing(5) } },
  [theme.breakpoints.up('md')]: {
    '& .OfferBanner-photo': { minHeight: 420 },
    '& .OfferBanner-overlay': {
      background: 'linear-gradient(90deg, rgba(0,0,0,0.78) 0%, rgba(0,0,0,0.6) 50%, rgba(0,0,0,0.2) 100%)',
    },
    '& .OfferBanner-text': { padding: theme.spacing(8) },
    '& .OfferBanner-logo': { width: 160, height: 64 },
  },
}));

/**
 * A promotion panel: the background photo under a dark overlay (or the brand's primary colour),
 * the promotion logo on a white plate (linked when the CMS gives a link), the offer and its button.
 */
export default function OfferBanner({
  title,
  subtitle,
  introText,
  logo,
  logoHref,
  background,
  action,
  src,
}: OfferBannerView) {
  const headingId = useId();
  const heading = useHeadingTag();
  const logoPlate = logo ? (
    <div className="OfferBanner-plate">
      <div className="OfferBanner-logo">
        <CmsImage
          media={logo}
          alt={logoHref ? logo.alt || title || 'Offer details' : logo.alt}
          fill
          sizes="160px"
          style={{ objectFit: 'contain' }}
        />
      </div>
    </div>
  ) : null;
  return (
    <OfferBannerRoot aria-labelledby={title ? headingId : undefined}>
      <div className={background ? 'OfferBanner-panel OfferBanner-photo' : 'OfferBanner-panel'}>
        {background ? (
          <>
            <CmsImage
              media={background}
              alt=""
              fill
              sizes="(min-width: 1200px) 1152px, 100vw"
              style={{ objectFit: 'cover' }}
            />
            <div aria-hidden="true" className="OfferBanner-overlay" />
          </>
        ) : null}
        <div className="OfferBanner-text">
          {logoPlate && logoHref ? (
            <Link href={logoHref} underline="none" className="OfferBanner-logoLink">
              {logoPlate}
            </Link>
          ) : (
            logoPlate
          )}
          {title ? (
            <Heading tag={heading} id={headingId} className="OfferBanner-title" {...editable(src?.title)}>
              {title}
            </Heading>
          ) : null}
          {subtitle ? (
            <p className="OfferBanner-subtitle" {...editable(src?.subtitle)}>
              {subtitle}
            </p>
          ) : null}
          {introText ? (
            <p className="OfferBanner-intro" {...editable(src?.introText, 'text')}>
              {introText}
            </p>
          ) : null}
          <ActionButton action={action} color="secondary" />
        </div>
      </div>
    </OfferBannerRoot>
  );
}
