import Box, { type BoxProps } from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { editable } from '@/lib/preview/content-source';
import { BelowHeading, useHeadingTag } from './heading-level';

/**
 * A page section with consistent spacing (8px grid) and an optional heading that labels it.
 * Blocks use it so the page reads as one rhythm. The heading's level is where the section is
 * placed (h2 under the page's h1, h3 inside a titled section, ...); what it titles sits below it.
 */
export default function Section({
  title,
  subTitle,
  titleSource,
  subTitleSource,
  children,
  tone = 'default',
  maxWidth = 'lg',
  ...rest
}: {
  title?: string | null;
  subTitle?: string | null;
  /** Draft mode: where the title and subtitle are edited, when they are CMS texts (lib/preview/content-source). */
  titleSource?: string;
  subTitleSource?: string;
  children: ReactNode;
  tone?: 'default' | 'muted' | 'primary';
  maxWidth?: 'sm' | 'md' | 'lg';
} & Omit<BoxProps, 'title'>) {
  const headingId = useId();
  const heading = useHeadingTag();
  const tones = {
    default: {},
    muted: { bgcolor: 'background.paper' },
    primary: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  } as const;
  return (
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 9 }, ...tones[tone] }}
      {...rest}
    >
      <Container maxWidth={maxWidth}>
        {title || subTitle ? (
          <Stack spacing={1} sx={{ mb: { xs: 3, md: 5 }, maxWidth: 720 }}>
            {title ? (
              <Typography id={headingId} component={heading} variant="h2" {...editable(titleSource)}>
                {title}
              </Typography>
            ) : null}
            {subTitle ? (
              <Typography
                variant="body1"
                sx={{ color: tone === 'primary' ? 'inherit' : 'text.secondary', fontSize: '1.125rem' }}
                {...editable(subTitleSource)}
              >
                {subTitle}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
        {title ? <BelowHeading heading={heading}>{children}</BelowHeading> : children}
      </Container>
    </Box>
  );
}
