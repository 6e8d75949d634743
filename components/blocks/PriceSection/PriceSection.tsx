import { styled } from '@mui/material/styles';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import Editable from '@/components/ui/Editable';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { PriceSectionView } from './toPriceSection';
import { Heading, useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import { Columns } from '@/components/ui/Columns';

/**
 * The price section's look in one class on the section (the parts are plain elements with class
 * names), as MUI's Box, Stack and Typography drew it: the tall image (below the text on phones),
 * the title and subtitle, the price beside a brand-coloured rule, the details and the button.
 */
const PriceSectionRoot = styled(Section)(({ theme }) => ({
  '& .PriceSection-columns': { alignItems: 'center' },
  '& .PriceSection-media': { order: 2 },
  '& .PriceSection-image': {
    position: 'relative',
    aspectRatio: '3 / 4',
    width: '100%',
    maxWidth: 360,
    marginLeft: 'auto',
    marginRight: 'auto',
    borderRadius: Number(theme.shape.borderRadius) * 3,
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
  },
  '& .PriceSection-main': { order: 1 },
  '& .PriceSection-stack': { display: 'flex', flexDirection: 'column', gap: theme.spacing(3), maxWidth: 640 },
  '& .PriceSection-heading': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
  '& .PriceSection-title': { margin: 0, ...theme.typography.h2 },
  '& .PriceSection-subtitle': {
    margin: 0,
    ...theme.typography.body1,
    color: theme.palette.text.secondary,
    fontSize: '1.125rem',
  },
  '& .PriceSection-figure': {
    borderLeft: `4px solid ${theme.palette.primary.main}`,
    paddingLeft: theme.spacing(3),
    paddingTop: theme.spacing(0.5),
    paddingBottom: theme.spacing(0.5),
  },
  '& .PriceSection-price': {
    margin: 0,
    ...theme.typography.h2,
    color: theme.palette.primary.main,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1.1,
  },
  '& .PriceSection-summary': { margin: 0, ...theme.typography.body1, color: theme.palette.text.secondary },
  '& .PriceSection-price + .PriceSection-summary': { marginTop: theme.spacing(1) },
  '& .PriceSection-information': { margin: 0, ...theme.typography.body1, whiteSpace: 'pre-line' },
  [theme.breakpoints.up('sm')]: {
    '& .PriceSection-media': { order: 1 },
    '& .PriceSection-image': { maxWidth: 'none' },
    '& .PriceSection-main': { order: 2 },
  },
}));

/**
 * The headline price of a product: a tall (3:4) image beside the title, the price in the brand's
 * primary colour with its summary line, the details and a call to action to the booking links.
 */
export default function PriceSection({
  title,
  subTitle,
  price,
  summaryLine,
  information,
  cta,
  image,
  src,
}: PriceSectionView) {
  const headingId = useId();
  const heading = useHeadingTag();
  return (
    <PriceSectionRoot tone="muted" aria-labelledby={title ? headingId : undefined}>
      <Columns spacing={{ xs: 4, md: 8 }} columns={{ xs: 1, sm: image ? [5, 7] : 1 }} className="PriceSection-columns">
        {image ? (
          <div className="PriceSection-media">
            <div className="PriceSection-image">
              <CmsImage
                media={image}
                fill
                sizes="(min-width: 1200px) 460px, (min-width: 600px) 40vw, 360px"
                style={{ objectFit: 'cover' }}
              />
            </div>
          </div>
        ) : null}
        <div className="PriceSection-main">
          <div className="PriceSection-stack">
            {title || subTitle ? (
              <div className="PriceSection-heading">
                {title ? (
                  <Heading tag={heading} id={headingId} className="PriceSection-title" {...editable(src?.title)}>
                    {title}
                  </Heading>
                ) : null}
                {subTitle ? (
                  <p className="PriceSection-subtitle" {...editable(src?.subTitle)}>
                    {subTitle}
                  </p>
                ) : null}
              </div>
            ) : null}
            {price || summaryLine ? (
              <div className="PriceSection-figure">
                {price ? <p className="PriceSection-price">{price}</p> : null}
                {summaryLine ? (
                  <p className="PriceSection-summary" {...editable(src?.summaryLine)}>
                    {summaryLine}
                  </p>
                ) : null}
              </div>
            ) : null}
            {information ? (
              <p className="PriceSection-information" {...editable(src?.information, 'text')}>
                {information}
              </p>
            ) : null}
            {cta ? (
              <div>
                <SiteButton href={cta.href} variant="contained" size="large" fullWidthOnPhones>
                  <Editable source={src?.cta}>{cta.text}</Editable>
                </SiteButton>
              </div>
            ) : null}
          </div>
        </div>
      </Columns>
    </PriceSectionRoot>
  );
}
