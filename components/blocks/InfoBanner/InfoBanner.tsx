import { styled } from '@mui/material/styles';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { InfoBannerView } from './toInfoBanner';
import { Heading, useHeadingTag } from '@/components/ui/heading-level';

/**
 * The banner's look in one class on the section (the parts are plain elements with class names),
 * as MUI's Box, Stack and Typography drew it: the surface panel (`InfoBanner-pictured` with an
 * image: the image beside the text from `md`; without one, a brand-coloured edge), the title, the
 * text and the button.
 */
const InfoBannerRoot = styled(Section)(({ theme }) => ({
  '& .InfoBanner-panel': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderRadius: panelRadius(theme),
    overflow: 'hidden',
  },
  '& .InfoBanner-image': { position: 'relative', aspectRatio: '16 / 9' },
  '& .InfoBanner-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: theme.spacing(3),
    // Without an image, a brand-coloured edge marks the panel out.
    borderInlineStart: `${theme.tokens.borders.heavy}px solid ${theme.palette.primary.main}`,
  },
  '& .InfoBanner-pictured .InfoBanner-text': { borderInlineStart: 'none' },
  '& .InfoBanner-title': { margin: 0, ...theme.typography.h3 },
  '& .InfoBanner-body': {
    margin: 0,
    ...theme.typography.body1,
    ...plainText,
    color: theme.palette.text.secondary,
    fontSize: '1.0625rem',
    maxWidth: 680,
  },
  [theme.breakpoints.up('md')]: {
    '& .InfoBanner-pictured': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
    '& .InfoBanner-image': { aspectRatio: 'auto', minHeight: 320 },
    '& .InfoBanner-text': { padding: theme.spacing(6) },
  },
}));

/** A highlighted message: a surface panel, its image beside the text (or a brand-coloured edge without one), and a button. */
export default function InfoBanner({ title, body, image, action, src }: InfoBannerView) {
  const headingId = useId();
  const heading = useHeadingTag();
  return (
    <InfoBannerRoot aria-labelledby={title ? headingId : undefined}>
      <div className={image ? 'InfoBanner-panel InfoBanner-pictured' : 'InfoBanner-panel'}>
        {image ? (
          <div className="InfoBanner-image">
            <CmsImage
              media={image}
              fill
              sizes="(min-width: 1200px) 480px, (min-width: 900px) 42vw, 100vw"
              style={{ objectFit: 'cover' }}
            />
          </div>
        ) : null}
        <div className="InfoBanner-text">
          {title ? (
            <Heading tag={heading} id={headingId} className="InfoBanner-title" {...editable(src?.title)}>
              {title}
            </Heading>
          ) : null}
          {body ? (
            <p className="InfoBanner-body" {...editable(src?.body, 'text')}>
              {body}
            </p>
          ) : null}
          <ActionButton action={action} />
        </div>
      </div>
    </InfoBannerRoot>
  );
}
