/**
 * CMS rich text (Markdown) as a tree of blocks and inlines, for components/ui/RichText.tsx to draw
 * with the site's own elements. Pure: no React, no DOM, the same on the server and in the browser.
 *
 * What editors write in Strapi's Markdown field, as CommonMark and GitHub's tables read it: ATX and
 * setext headings, paragraphs, bullet and numbered lists (nested by indentation), block quotes,
 * fenced code, thematic breaks, tables; strong, emphasis, strikethrough, code, links, images,
 * autolinks (`<https://…>` and bare `https://…`), hard breaks (two spaces or a backslash at the end
 * of a line) and backslash escapes. HTML is text: a `<script>` typed into the CMS is shown, never
 * made an element. Links and images carry their URL as written; the renderer decides what is safe.
 * Anything else (reference-style links, footnotes, HTML blocks) is shown as the text it is.
 */

export type MdInline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: MdInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; title: string | null; children: MdInline[] }
  | { type: 'image'; src: string; alt: string; title: string | null }
  | { type: 'br' };

export type MdAlign = 'left' | 'center' | 'right' | null;

export type MdBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string; children: MdInline[] }
  | { type: 'paragraph'; children: MdInline[] }
  /** Tight: no blank line between or inside its items (their paragraphs are shown as plain text). */
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: MdBlock[][] }
  | { type: 'blockquote'; children: MdBlock[] }
  | { type: 'code'; lang: string | null; text: string }
  | { type: 'hr' }
  | { type: 'table'; align: MdAlign[]; head: MdInline[][]; rows: MdInline[][][] };

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const blank = (line: string) => line.trim() === '';

/** The block-level tree of a Markdown text. */
export function parseMarkdown(source: string | null | undefined): MdBlock[] {
  return parseBlocks((source ?? '').replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
}

/** Whether a line opens a block that ends a paragraph (CommonMark's "interrupts a paragraph"). */
function opensBlock(line: string): boolean {
  if (FENCE.test(line) || ATX.test(line) || BREAK.test(line) || QUOTE.test(line)) return true;
  const item = ITEM.exec(line);
  // A numbered item interrupts a paragraph only when it starts at 1, and no empty item does.
  return Boolean(item && item[4]?.trim() && (!/\d/.test(item[2]) || parseInt(item[2], 10) === 1));
}

function parseBlocks(lines: string[]): MdBlock[] {
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (blank(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1];
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !new RegExp(`^ {0,3}${marker[0]}{${marker.length},}[ \\t]*$`).test(lines[i])) {
        body.push(lines[i]);
        i += 1;
      }
      i += 1; // the closing fence (or the end of the text)
      blocks.push({ type: 'code', lang: fence[2] || null, text: body.join('\n') });
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      const text = (atx[2] ?? '').trim();
      blocks.push({ type: 'heading', level: atx[1].length as 1, text, children: parseInline(text) });
      i += 1;
      continue;
    }
    if (BREAK.test(line)) {
      blocks.push({ type: 'hr' });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !blank(lines[i])) {
        const quoted = QUOTE.exec(lines[i]);
        // A line without ">" continues the quote's paragraph (a lazy continuation line).
        if (!quoted && opensBlock(lines[i])) break;
        inner.push(quoted ? quoted[1] : lines[i]);
        i += 1;
      }
      blocks.push({ type: 'blockquote', children: parseBlocks(inner) });
      continue;
    }
    if (ITEM.test(line)) {
      i = parseList(lines, i, blocks);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_DELIMITER.test(lines[i + 1])) {
      const head = cells(line);
      const align = cells(lines[i + 1]).map((cell): MdAlign => {
        const left = cell.startsWith(':');
        const right = cell.endsWith(':');
        return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
      });
      if (head.length === align.length) {
        i += 2;
        const rows: MdInline[][][] = [];
        while (i < lines.length && !blank(lines[i]) && lines[i].includes('|')) {
          const row = cells(lines[i]);
          rows.push(align.map((_, column) => parseInline(row[column] ?? '')));
          i += 1;
        }
        blocks.push({ type: 'table', align, head: head.map((cell) => parseInline(cell)), rows });
        continue;
      }
    }
    // A paragraph: its lines until a blank one or a line that opens another block.
    const text: string[] = [line];
    i += 1;
    let setext: 1 | 2 | null = null;
    while (i < lines.length && !blank(lines[i])) {
      const underline = SETEXT.exec(lines[i]);
      if (underline) {
        setext = underline[1][0] === '=' ? 1 : 2;
        i += 1;
        break;
      }
      if (opensBlock(lines[i])) break;
      text.push(lines[i]);
      i += 1;
    }
    const joined = text.map((part) => part.replace(/^[ \t]+/, '')).join('\n');
    if (setext) {
      const heading = joined.trim();
      blocks.push({ type: 'heading', level: setext, text: heading, children: parseInline(heading) });
    } else blocks.push({ type: 'paragraph', children: parseInline(joined.replace(/[ \t]+$/, '')) });
  }
  return blocks;
}

/** A list from its first item at `start`: its items (each item's lines parsed as blocks); returns the next line. */
function parseList(lines: string[], start: number, blocks: MdBlock[]): number {
  const first = ITEM.exec(lines[start])!;
  const ordered = /\d/.test(first[2]);
  const delimiter = first[2].slice(-1);
  const items: MdBlock[][] = [];
  let tight = true;
  let i = start;
  while (i < lines.length) {
    const item = ITEM.exec(lines[i]);
    if (!item || /\d/.test(item[2]) !== ordered || item[2].slice(-1) !== delimiter || BREAK.test(lines[i])) break;
    // The item's content starts after its marker and the spaces after it (one when they are many).
    const spaces = item[3] ?? ' ';
    const indent = item[1].length + item[2].length + (spaces.length > 4 ? 1 : spaces.length);
    const content = [spaces.length > 4 ? `${spaces.slice(1)}${item[4] ?? ''}` : (item[4] ?? '')];
    i += 1;
    while (i < lines.length) {
      const line = lines[i];
      if (blank(line)) {
        // A blank line continues the item only when the next line is indented into it.
        const next = lines[i + 1];
        if (next !== undefined && !blank(next) && next.length - next.trimStart().length >= indent) {
          content.push('');
          tight = false;
          i += 1;
          continue;
        }
        break;
      }
      const leading = line.length - line.trimStart().length;
      if (leading >= indent) content.push(line.slice(indent));
      else if (!opensBlock(line) && !ITEM.test(line))
        content.push(line); // a lazy continuation line
      else break;
      i += 1;
    }
    items.push(parseBlocks(content));
    // A blank line between items keeps the list going.
    if (blank(lines[i] ?? '') && ITEM.test(lines[i + 1] ?? '')) {
      tight = false;
      i += 1;
    }
  }
  blocks.push({ type: 'list', ordered, start: ordered ? parseInt(first[2], 10) : 1, tight, items });
  return i;
}

/** A table row's cells, trimmed, without the outer pipes; `\|` is a pipe inside a cell. */
function cells(line: string): string[] {
  const row = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const BARE_URL = /^https?:\/\/[^\s<]*[^\s<.,:;"')\]!?*_~]/;

/** The inline tree of a paragraph's (or a heading's, or a cell's) text. */
export function parseInline(text: string): MdInline[] {
  const out: MdInline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ type: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const rest = text.slice(i);
    if (char === '\\' && text[i + 1] === '\n') {
      flush();
      out.push({ type: 'br' });
      i += 2;
      continue;
    }
    if (char === '\\' && PUNCTUATION.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      // Two spaces before the line's end are a hard break; otherwise a soft one.
      const hard = / {2,}$/.test(plain);
      plain = plain.replace(/ +$/, '');
      if (hard) {
        flush();
        out.push({ type: 'br' });
      } else plain += '\n';
      i += 1;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(rest)![0];
      const end = text.indexOf(run, i + run.length);
      if (end > 0) {
        flush();
        const code = text.slice(i + run.length, end).replace(/\n/g, ' ');
        out.push({ type: 'code', text: /^ .*[^ ].* $/.test(code) ? code.slice(1, -1) : code });
        i = end + run.length;
        continue;
      }
      plain += run;
      i += run.length;
      continue;
    }
    if (char === '!' && text[i + 1] === '[') {
      const link = linkAt(text, i + 1);
      if (link) {
        flush();
        out.push({ type: 'image', src: link.href, alt: plainText(parseInline(link.label)), title: link.title });
        i = link.end;
        continue;
      }
    }
    if (char === '[') {
      const link = linkAt(text, i);
      if (link) {
        flush();
        out.push({ type: 'link', href: link.href, title: link.title, children: parseInline(link.label) });
        i = link.end;
        continue;
      }
    }
    if (char === '<') {
      const auto = /^<((?:https?|mailto):[^\s<>]+)>/i.exec(rest);
      if (auto) {
        flush();
        out.push({ type: 'link', href: auto[1], title: null, children: [{ type: 'text', text: auto[1] }] });
        i += auto[0].length;
        continue;
      }
    }
    if ((char === 'h' || char === 'H') && !/[\w/]$/.test(plain)) {
      const url = BARE_URL.exec(rest);
      if (url) {
        flush();
        out.push({ type: 'link', href: url[0], title: null, children: [{ type: 'text', text: url[0] }] });
        i += url[0].length;
        continue;
      }
    }
    if (char === '*' || char === '_' || char === '~') {
      const span = emphasisAt(text, i, plain);
      if (span) {
        flush();
        out.push(span.node);
        i = span.end;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  flush();
  return out;
}

/** `[label](href "title")` at `start` (the `[`): its parts and where it ends, or null. */
function linkAt(text: string, start: number) {
  let depth = 0;
  let close = -1;
  for (let j = start; j < text.length; j += 1) {
    if (text[j] === '\\') j += 1;
    else if (text[j] === '[') depth += 1;
    else if (text[j] === ']' && --depth === 0) {
      close = j;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return null;
  const target =
    /^\(\s*(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()<>]*\)[^\s()<>]*)*)(?:\s+("[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/.exec(
      text.slice(close + 1),
    );
  if (!target) return null;
  const href = target[1].replace(/^<(.*)>$/, '$1').replace(/\\([!-/:-@[-`{-~])/g, '$1');
  return {
    label: text.slice(start + 1, close),
    href,
    title: target[2] ? target[2].slice(1, -1) : null,
    end: close + 1 + target[0].length,
  };
}

/**
 * Strong (`**`, `__`), emphasis (`*`, `_`) or strikethrough (`~~`) opening at `start`, closed by
 * the same run later in the text: opening before a non-space, closing after one; an underscore
 * never inside a word (snake_case stays text).
 */
function emphasisAt(text: string, start: number, before: string) {
  const char = text[start];
  const run = new RegExp(`^\\${char}+`).exec(text.slice(start))![0];
  const size = char === '~' ? 2 : Math.min(run.length, 2);
  if (char === '~' && run.length !== 2) return null;
  const after = text[start + size];
  if (!after || /\s/.test(after)) return null;
  if (char === '_' && /\w$/.test(before)) return null;
  // `***both***`: emphasis around strong, closed by the same run of three.
  if (run.length === 3 && char !== '~') {
    const close = text.indexOf(run, start + 4);
    if (close > 0 && !/\s/.test(text[close - 1])) {
      const strong: MdInline = { type: 'strong', children: parseInline(text.slice(start + 3, close)) };
      return { node: { type: 'em', children: [strong] } as MdInline, end: close + 3 };
    }
  }
  const marker = char.repeat(size);
  for (let end = text.indexOf(marker, start + size + 1); end > 0; end = text.indexOf(marker, end + 1)) {
    if (/\s/.test(text[end - 1]) || text[end - 1] === '\\') continue;
    if (char === '_' && /\w/.test(text[end + size] ?? '')) continue;
    // Not inside a code span or a longer run (`***` closes `**` after its `*`).
    if (text[end + size] === char && size === 1) continue;
    const inner = text.slice(start + size, end);
    if ((inner.split('`').length - 1) % 2) continue;
    const type = char === '~' ? 'del' : size === 2 ? 'strong' : 'em';
    return { node: { type, children: parseInline(inner) } as MdInline, end: end + size };
  }
  return null;
}

/** The text of inlines without their markup (an image's alt text, a heading's id). */
export function plainText(inlines: MdInline[]): string {
  return inlines
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'image':
          return node.alt;
        case 'br':
          return '\n';
        default:
          return plainText(node.children);
      }
    })
    .join('');
}
