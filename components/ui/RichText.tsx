import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Markdown from 'markdown-to-jsx';
import { createContext, useContext, useMemo, type ComponentProps } from 'react';
import { editable, useLiveField } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import { levelBelow, useHeadingTag } from './heading-level';
import Link from './Link';

/**
 * A heading's id, from its raw text: markdown-to-jsx's own rule (its default `slugify`, which it
 * does not export), given to it as the option too, so the outline below finds each heading by it.
 */
function slugify(text: string): string {
  return text
    .replace(/[ÀÁÂÃÄÅàáâãäåæÆ]/g, 'a')
    .replace(/[çÇ]/g, 'c')
    .replace(/[ðÐ]/g, 'd')
    .replace(/[ÈÉÊËéèêë]/g, 'e')
    .replace(/[ÏïÎîÍíÌì]/g, 'i')
    .replace(/[Ññ]/g, 'n')
    .replace(/[øØœŒÕõÔôÓóÒò]/g, 'o')
    .replace(/[ÜüÛûÚúÙù]/g, 'u')
    .replace(/[ŸÿÝý]/g, 'y')
    .replace(/[^a-z0-9- ]/gi, '')
    .replace(/ /gi, '-')
    .toLowerCase();
}

/** Each heading of the text, by its id, at its depth in the text's own outline (1: the top). */
const OutlineContext = createContext<ReadonlyMap<string, number>>(new Map());

/**
 * The text's outline, with no level skipped: a heading is one deeper than the nearest heading
 * before it of a higher Markdown level ("##" then "####" is depth 1 then 2), the top one depth 1.
 * Keyed by the id markdown-to-jsx gives the heading (its slug of the same raw text).
 */
function outlineOf(markdown: string): Map<string, number> {
  const outline = new Map<string, number>();
  const open: { level: number; depth: number }[] = [];
  for (const [, hashes, text] of markdown.matchAll(/^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const level = hashes.length;
    while (open.length && open[open.length - 1].level >= level) open.pop();
    const depth = open.length ? open[open.length - 1].depth + 1 : 1;
    open.push({ level, depth });
    const id = slugify(text);
    if (!outline.has(id)) outline.set(id, depth);
  }
  return outline;
}

/**
 * A Markdown heading, as the outline of the text's place continues (components/ui/heading-level):
 * the text's top headings take the level below the heading they sit under (h2 under the page's h1,
 * h3 inside a titled block), deeper ones follow without skipping a level. The look stays the
 * Markdown level's (the variant), whatever the level.
 */
const heading = (variant: 'h3' | 'h4' | 'h5' | 'h6') =>
  function Heading(props: ComponentProps<'h2'>) {
    let tag = useHeadingTag();
    const depth = useContext(OutlineContext).get(props.id ?? '') ?? 1;
    for (let step = 1; step < depth; step += 1) tag = levelBelow(tag);
    return <Typography component={tag} variant={variant} sx={{ mt: 3, mb: 1.5 }} {...(props as object)} />;
  };

const options = {
  // HTML typed into the CMS is shown as text, never turned into elements: no <script>, no onclick.
  disableParsingRawHTML: true,
  forceBlock: true,
  slugify: (text: string) => slugify(text),
  // Only relative, http(s), mailto and tel links and images; javascript: and data: never become live.
  sanitizer: (value: string) => safeHref(value),
  overrides: {
    h1: heading('h3'),
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h5'),
    h5: heading('h6'),
    h6: heading('h6'),
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
  const outline = useMemo(() => outlineOf(markdown ?? ''), [markdown]);
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
      <OutlineContext.Provider value={outline}>
        <Markdown options={options}>{markdown}</Markdown>
      </OutlineContext.Provider>
    </Box>
  );
}
