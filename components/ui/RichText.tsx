import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type MdBlock, type MdInline } from '@/lib/content/markdown';
import { editable, useLiveField } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import { levelBelow, useHeadingTag, type HeadingTag } from './heading-level';
import Link from './Link';

/**
 * A heading's id, from its text (the rule markdown-to-jsx, which drew the site's rich text before,
 * used): links to `#anchors` in the text keep working.
 */
export function slugify(text: string): string {
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

/**
 * Each heading's depth in the text's own outline, with no level skipped: a heading is one deeper
 * than the nearest heading before it of a higher Markdown level ("##" then "####" is depth 1 then
 * 2), the top one depth 1. In document order, quotes and list items included.
 */
function outlineOf(blocks: MdBlock[]): Map<MdBlock, number> {
  const outline = new Map<MdBlock, number>();
  const open: { level: number; depth: number }[] = [];
  const walk = (list: MdBlock[]) => {
    for (const block of list) {
      if (block.type === 'heading') {
        while (open.length && open[open.length - 1].level >= block.level) open.pop();
        const depth = open.length ? open[open.length - 1].depth + 1 : 1;
        open.push({ level: block.level, depth });
        outline.set(block, depth);
      } else if (block.type === 'blockquote') walk(block.children);
      else if (block.type === 'list') block.items.forEach(walk);
    }
  };
  walk(blocks);
  return outline;
}

/** The Markdown level's look (h1 and h2 look like h3: the page's own headings are larger). */
const VARIANTS = ['h3', 'h3', 'h4', 'h5', 'h6', 'h6'] as const;

/**
 * A Markdown heading, as the outline of the text's place continues (components/ui/heading-level):
 * the text's top headings take the level below the heading they sit under (h2 under the page's h1,
 * h3 inside a titled block), deeper ones follow without skipping a level. The look stays the
 * Markdown level's (the variant), whatever the level.
 */
function Heading({
  block,
  depth,
  top,
}: {
  block: Extract<MdBlock, { type: 'heading' }>;
  depth: number;
  top: HeadingTag;
}) {
  let tag = top;
  for (let step = 1; step < depth; step += 1) tag = levelBelow(tag);
  return (
    <Typography id={slugify(block.text)} component={tag} variant={VARIANTS[block.level - 1]} sx={{ mt: 3, mb: 1.5 }}>
      <Inlines nodes={block.children} />
    </Typography>
  );
}

function Inlines({ nodes }: { nodes: MdInline[] }) {
  return nodes.map((node, index) => <Inline key={index} node={node} />);
}

function Inline({ node }: { node: MdInline }): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'br':
      return <br />;
    case 'code':
      return <code>{node.text}</code>;
    case 'strong':
    case 'em':
    case 'del': {
      const Tag = node.type;
      return (
        <Tag>
          <Inlines nodes={node.children} />
        </Tag>
      );
    }
    case 'link':
      // Underlined: a link inside running text must not rely on colour alone (WCAG 1.4.1).
      return (
        <Link href={node.href} title={node.title ?? undefined} underline="always">
          <Inlines nodes={node.children} />
        </Link>
      );
    case 'image': {
      // Only relative, http(s) images; javascript: and data: never load.
      const src = safeHref(node.src);
      return src ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS text images have no known size for next/image
        <img
          src={src}
          alt={node.alt}
          title={node.title ?? undefined}
          loading="lazy"
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : null;
    }
  }
}

function Blocks({
  blocks,
  outline,
  top,
  tight = false,
}: {
  blocks: MdBlock[];
  outline: Map<MdBlock, number>;
  top: HeadingTag;
  tight?: boolean;
}) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading':
        return <Heading key={index} block={block} depth={outline.get(block) ?? 1} top={top} />;
      case 'paragraph':
        // A tight list's items are their text, as CommonMark draws them.
        return tight ? (
          <Fragment key={index}>
            <Inlines nodes={block.children} />
          </Fragment>
        ) : (
          <Typography key={index} variant="body1" sx={{ mb: 2 }}>
            <Inlines nodes={block.children} />
          </Typography>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Blocks blocks={item} outline={outline} top={top} tight={block.tight} />
          </li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'blockquote':
        return (
          <blockquote key={index}>
            <Blocks blocks={block.children} outline={outline} top={top} />
          </blockquote>
        );
      case 'code':
        return (
          <pre key={index}>
            <code className={block.lang ? `lang-${block.lang}` : undefined}>{block.text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={index} />;
      case 'table':
        return (
          <table key={index}>
            <thead>
              <tr>
                {block.head.map((cell, column) => (
                  <th key={column} style={block.align[column] ? { textAlign: block.align[column]! } : undefined}>
                    <Inlines nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, column) => (
                    <td key={column} style={block.align[column] ? { textAlign: block.align[column]! } : undefined}>
                      <Inlines nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
    }
  });
}

/**
 * CMS rich text (Markdown, lib/content/markdown.ts) rendered as React elements, the same on the
 * server and in the browser. HTML typed into the CMS is text; links and images only where safe.
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
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  const outline = useMemo(() => outlineOf(blocks), [blocks]);
  const top = useHeadingTag();
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
      <Blocks blocks={blocks} outline={outline} top={top} />
    </Box>
  );
}
