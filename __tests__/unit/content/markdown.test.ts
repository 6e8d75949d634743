import { parseInline, parseMarkdown, plainText, type MdBlock, type MdInline } from '@/lib/content/markdown';

const text = (value: string): MdInline => ({ type: 'text', text: value });
const paragraph = (...children: MdInline[]): MdBlock => ({ type: 'paragraph', children });

/** A compact reading of a tree, to compare many cases at a glance. */
function show(nodes: (MdBlock | MdInline)[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'br':
          return '<br>';
        case 'code':
          return 'lang' in node
            ? `<pre${node.lang ? ` ${node.lang}` : ''}>${node.text}</pre>`
            : `<code>${node.text}</code>`;
        case 'strong':
        case 'em':
        case 'del':
          return `<${node.type}>${show(node.children)}</${node.type}>`;
        case 'link':
          return `<a ${node.href}${node.title ? ` "${node.title}"` : ''}>${show(node.children)}</a>`;
        case 'image':
          return `<img ${node.src} "${node.alt}">`;
        case 'heading':
          return `<h${node.level}>${show(node.children)}</h${node.level}>`;
        case 'paragraph':
          return `<p>${show(node.children)}</p>`;
        case 'list':
          return `<${node.ordered ? `ol${node.start === 1 ? '' : ` ${node.start}`}` : 'ul'}${node.tight ? '' : ' loose'}>${node.items
            .map((item) => `<li>${show(item)}</li>`)
            .join('')}</${node.ordered ? 'ol' : 'ul'}>`;
        case 'blockquote':
          return `<quote>${show(node.children)}</quote>`;
        case 'hr':
          return '<hr>';
        case 'table':
          return `<table ${node.align.join(',')}>${node.head.map((cell) => `<th>${show(cell)}</th>`).join('')}${node.rows
            .map((row) => `<tr>${row.map((cell) => `<td>${show(cell)}</td>`).join('')}</tr>`)
            .join('')}</table>`;
      }
    })
    .join('');
}

describe('parseMarkdown: blocks', () => {
  it.each([
    ['', ''],
    ['   \n\n', ''],
    ['One line.', '<p>One line.</p>'],
    ['Two\nlines.', '<p>Two\nlines.</p>'],
    ['First.\n\nSecond.', '<p>First.</p><p>Second.</p>'],
    ['# One\n## Two\n###### Six', '<h1>One</h1><h2>Two</h2><h6>Six</h6>'],
    ['## Closed ##', '<h2>Closed</h2>'],
    ['#Not a heading', '<p>#Not a heading</p>'],
    ['Title\n=====\n\nSub\n---', '<h1>Title</h1><h2>Sub</h2>'],
    ['---', '<hr>'],
    ['Text\n\n* * *\n\nMore', '<p>Text</p><hr><p>More</p>'],
    ['- one\n- two', '<ul><li><p>one</p></li><li><p>two</p></li></ul>'],
    ['* star\n+ plus', '<ul><li><p>star</p></li></ul><ul><li><p>plus</p></li></ul>'],
    ['- one\n\n- two', '<ul loose><li><p>one</p></li><li><p>two</p></li></ul>'],
    ['- one\n  - nested\n- two', '<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li><li><p>two</p></li></ul>'],
    ['- one\ncontinued', '<ul><li><p>one\ncontinued</p></li></ul>'],
    ['1. one\n2. two', '<ol><li><p>one</p></li><li><p>two</p></li></ol>'],
    ['3) three\n4) four', '<ol 3><li><p>three</p></li><li><p>four</p></li></ol>'],
    ['Text\n- a list right after', '<p>Text</p><ul><li><p>a list right after</p></li></ul>'],
    ['Year\n2026. was good', '<p>Year\n2026. was good</p>'],
    ['> quoted\n> still', '<quote><p>quoted\nstill</p></quote>'],
    ['> quoted\nlazy', '<quote><p>quoted\nlazy</p></quote>'],
    ['> # In a quote\n> - item', '<quote><h1>In a quote</h1><ul><li><p>item</p></li></ul></quote>'],
    ['```js\nconst a = "<b>";\n```', '<pre js>const a = "<b>";</pre>'],
    ['```\nunclosed', '<pre>unclosed</pre>'],
    [
      '| Role | Pay |\n|---|:-:|\n| Counselor | $3,100 |\n| Staff | from $3,400 |',
      '<table ,center><th>Role</th><th>Pay</th><tr><td>Counselor</td><td>$3,100</td></tr><tr><td>Staff</td><td>from $3,400</td></tr></table>',
    ],
    ['| a \\| b | c |\n| --- | --- |\n| 1 |', '<table ,><th>a | b</th><th>c</th><tr><td>1</td><td></td></tr></table>'],
    ['a | b\nnot a table', '<p>a | b\nnot a table</p>'],
  ])('%j', (source, expected) => {
    expect(show(parseMarkdown(source))).toBe(expected);
  });

  it('reads Windows line ends and tabs', () => {
    expect(show(parseMarkdown('- one\r\n\t- nested\r\n'))).toBe(
      '<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li></ul>',
    );
  });

  it('keeps a heading’s own text for its id', () => {
    expect(parseMarkdown('## Café & *Olé*')[0]).toMatchObject({ type: 'heading', level: 2, text: 'Café & *Olé*' });
  });
});

describe('parseInline', () => {
  it.each([
    ['plain', 'plain'],
    ['**strong** and __strong__', '<strong>strong</strong> and <strong>strong</strong>'],
    ['*em* and _em_', '<em>em</em> and <em>em</em>'],
    ['***both***', '<em><strong>both</strong></em>'],
    ['**bold *and em* inside**', '<strong>bold <em>and em</em> inside</strong>'],
    ['~~gone~~', '<del>gone</del>'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['** not bold **', '** not bold **'],
    ['**unclosed', '**unclosed'],
    ['`code *not em*`', '<code>code *not em*</code>'],
    ['`` a ` tick ``', '<code>a ` tick</code>'],
    ['[a link](/visa-guide/)', '<a /visa-guide/>a link</a>'],
    ['[titled](https://example.com "The title")', '<a https://example.com "The title">titled</a>'],
    ['[**bold** link](/x)', '<a /x><strong>bold</strong> link</a>'],
    ['[paren](/a_(b))', '<a /a_(b)>paren</a>'],
    ['[no target]', '[no target]'],
    ['![A lake](/uploads/lake.jpg)', '<img /uploads/lake.jpg "A lake">'],
    ['<https://example.com/a>', '<a https://example.com/a>https://example.com/a</a>'],
    ['see https://example.com/page, then', 'see <a https://example.com/page>https://example.com/page</a>, then'],
    ['line  \nbreak', 'line<br>break'],
    ['line\\\nbreak', 'line<br>break'],
    ['soft\nbreak', 'soft\nbreak'],
    ['\\*not em\\* \\[not a link\\]', '*not em* [not a link]'],
    ['<b>html</b> & <script>alert(1)</script>', '<b>html</b> & <script>alert(1)</script>'],
    ['[x](javascript:alert(1))', '<a javascript:alert(1)>x</a>'],
  ])('%j', (source, expected) => {
    expect(show(parseInline(source))).toBe(expected);
  });

  it('keeps HTML as text nodes, never anything else', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([text('<img src=x onerror=alert(1)>')]);
    expect(parseMarkdown('<div>block</div>')).toEqual([paragraph(text('<div>block</div>'))]);
  });
});

describe('plainText', () => {
  it('is the text without markup', () => {
    expect(plainText(parseInline('**A** [b](/c) `d` ![e](/f)'))).toBe('A b d e');
  });
});
