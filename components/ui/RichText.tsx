import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Markdown from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { editable, useLiveField } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import Link from './Link';

const heading = (component: 'h2' | 'h3' | 'h4' | 'h5' | 'h6', variant: 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading(props: ComponentProps<'h2'>) {
    return <Typography component={component} variant={variant} sx={{ mt: 3, mb: 1.5 }} {...(props as object)} />;
  };

const options = {
  // HTML typed into the CMS is shown as text, never turned into elements: no <script>, no onclick.
  disableParsingRawHTML: true,
  forceBlock: true,
  // Only relative, http(s), mailto and tel links and images; javascript: and data: never become live.
  sanitizer: (value: string) => safeHref(value),
  overrides: {
    // The page has its own h1: a "#" in CMS text is a section heading.
    h1: heading('h2', 'h3'),
    h2: heading('h2', 'h3'),
    h3: heading('h3', 'h4'),
    h4: heading('h4', 'h5'),
    h5: heading('h5', 'h6'),
    h6: heading('h6', 'h6'),
    p: { component: Typography, props: { variant: 'body1', sx: { mb: 2 } } },
    a: {
      component: function MarkdownLink({ href, children }: { href?: string; children?: React.ReactNode }) {
        // Underlined: a link inside running text must not rely on colour alone (WCAG 1.4.1).
        return (
          <Link href={href} underline="always">
            {children}
          </Link>
        );
      },
    },
    img: {
      component: function MarkdownImage({ src, alt }: { src?: string; alt?: string }) {
        const safe = safeHref(src);
        return safe ? (
          // eslint-disable-next-line @next/next/no-img-element -- CMS text images have no known size for next/image
          <img src={safe} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />
        ) : null;
      },
    },
  },
};

/**
 * CMS rich text (Markdown) rendered as React elements, the same on the server and in the browser.
 * With a `source` (draft mode), it is marked for the admin's click-to-edit and shows what the
 * editor types before they save.
 */
export default function RichText({
  markdown: saved,
  source,
  sx,
  ...rest
}: { markdown: string | null | undefined; source?: string } & BoxProps) {
  const typed = useLiveField(source);
  const markdown = typed === undefined ? saved : typed;
  if (!markdown?.trim()) return null;
  return (
    <Box
      sx={[
        {
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& ul, & ol': { pl: 3, mb: 2 },
          '& li': { mb: 0.5 },
          '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 2, ml: 0, fontStyle: 'italic' },
          '& strong': { fontWeight: 700 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
      {...editable(source, 'richtext')}
    >
      <Markdown options={options}>{markdown}</Markdown>
    </Box>
  );
}
