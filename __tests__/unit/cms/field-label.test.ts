/**
 * The label click-to-edit's popover shows (cms/src/admin/field-label.ts): the edit form's label of
 * the path's last field, through components and dynamic zones; the path itself when the layout
 * does not know it.
 */
import { fieldLabel, type EditLayout } from '../../../cms/src/admin/field-label';

const edit: EditLayout = {
  layout: [
    [[{ name: 'Title', label: 'Title' }], [{ name: 'MinsToRead', label: 'Minutes to read' }]],
    [
      [{ name: 'Section', label: 'Sections', attribute: { type: 'component', component: 'blocks.blog-section' } }],
      [{ name: 'Blocks', label: 'Blocks', attribute: { type: 'dynamiczone' } }],
    ],
  ],
  components: {
    'blocks.blog-section': {
      layout: [
        [
          { name: 'Content', label: 'Text' },
          { name: 'Images', label: 'Images' },
        ],
      ],
    },
    'blocks.hero': {
      layout: [[{ name: 'CallToAction', label: 'Button', attribute: { type: 'component', component: 'shared.link' } }]],
    },
    'blocks.faq': { layout: [[{ name: 'Question', label: 'Question' }]] },
    'shared.link': { layout: [[{ name: 'Text', label: 'Button text' }]] },
  },
};
const document = {
  Section: [{ Content: 'a' }, { Content: 'b' }],
  Blocks: [
    { __component: 'blocks.faq', Question: 'Why?' },
    { __component: 'blocks.hero', CallToAction: { Text: 'Go' } },
  ],
};

describe('the label of a field click-to-edit opens', () => {
  it('is the form’s label of a field of the entry', () => {
    expect(fieldLabel('MinsToRead', edit, document)).toBe('Minutes to read');
  });

  it('is the component field’s own label inside a repeatable component', () => {
    expect(fieldLabel('Section.0.Content', edit, document)).toBe('Text');
    expect(fieldLabel('Section.1.Images.0', edit, document)).toBe('Images');
  });

  it('follows a dynamic zone entry to its component, and nested components', () => {
    expect(fieldLabel('Blocks.0.Question', edit, document)).toBe('Question');
    expect(fieldLabel('Blocks.1.CallToAction.Text', edit, document)).toBe('Button text');
  });

  it('falls back to the path where the layout does not know the field', () => {
    expect(fieldLabel('Section.0.Unknown', edit, document)).toBe('Section.0.Unknown');
    expect(fieldLabel('Title.Nested', edit, document)).toBe('Title.Nested');
    expect(fieldLabel('Blocks.5.Question', edit, document)).toBe('Blocks.5.Question');
    expect(fieldLabel('Title', undefined, document)).toBe('Title');
  });
});
