/**
 * Every field an editor meets in the admin carries a label and a hint (issue 15): every attribute
 * of every content type and component has a view, written next to its schema, and the lists show
 * the main field, the brand, the country or destination, and when it changed, newest first. A new
 * field, type or component without one fails here. The contract tier checks that the running CMS
 * applied them.
 */
import fs from 'fs';
import path from 'path';
import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS, type FieldView } from '../../../cms/src/bootstrap/admin-views';

const cms = path.join(__dirname, '..', '..', '..', 'cms', 'src');
type Attribute = { type: string; target?: string; relation?: string };
type Schema = { attributes: Record<string, Attribute> };
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;

const contentTypes: [string, Schema][] = fs
  .readdirSync(path.join(cms, 'api'))
  .filter((name) => fs.existsSync(path.join(cms, 'api', name, 'content-types', name, 'schema.json')))
  .map((name) => [`api::${name}.${name}`, readJson(path.join(cms, 'api', name, 'content-types', name, 'schema.json'))]);
const components: [string, Schema][] = fs
  .readdirSync(path.join(cms, 'components'))
  .flatMap((category) =>
    fs
      .readdirSync(path.join(cms, 'components', category))
      .map((file): [string, Schema] => [
        `${category}.${file.replace(/\.json$/, '')}`,
        readJson(path.join(cms, 'components', category, file)),
      ]),
  );

/** Fields an editor types a URL, colour, slug or similar into: they get an example value. */
const NEEDS_PLACEHOLDER = /(url|link|href|colou?r|hex|slug|email|phone)$/i;
const needsPlaceholder = (name: string, attribute: Attribute) =>
  attribute.type === 'uid' || (['string', 'text'].includes(attribute.type) && NEEDS_PLACEHOLDER.test(name));

function checkFields(schema: Schema, fields: Record<string, FieldView> | undefined) {
  expect(fields).toBeDefined();
  const attributes = Object.keys(schema.attributes).sort();
  expect({ missing: attributes.filter((name) => !fields![name]) }).toEqual({ missing: [] });
  expect({ unknown: Object.keys(fields!).filter((name) => !schema.attributes[name]) }).toEqual({ unknown: [] });
  for (const [name, field] of Object.entries(fields!)) {
    expect({ name, label: field.label.trim().length > 0 }).toEqual({ name, label: true });
    // A sentence an editor can act on, not the field's name again.
    expect({ name, description: field.description.trim().length >= 20 }).toEqual({ name, description: true });
    expect({ name, fitsTheAdmin: field.description.length <= 255 }).toEqual({ name, fitsTheAdmin: true });
    if (needsPlaceholder(name, schema.attributes[name]))
      expect({ name, placeholder: Boolean(field.placeholder?.trim()) }).toEqual({ name, placeholder: true });
  }
}

describe.each(contentTypes)('content type %s', (uid, schema) => {
  const view = CONTENT_TYPE_VIEWS[uid];

  it('has a label and a hint on every field', () => {
    expect(view).toBeDefined();
    checkFields(schema, view.fields);
  });

  it('lists the main field, the brand, the country or destination and updatedAt, newest first', () => {
    const attributes = Object.keys(schema.attributes);
    expect(view.list[0]).toBe(view.mainField);
    expect(['string', 'text', 'email', 'uid']).toContain(schema.attributes[view.mainField]?.type);
    for (const where of ['brands', 'brand', 'country', 'countries', 'destination'])
      if (attributes.includes(where)) expect(view.list).toContain(where);
    expect(view.list[view.list.length - 1]).toBe('updatedAt');
    expect(view.sort).toEqual({ field: 'updatedAt', order: 'DESC' });
    for (const column of view.list) expect([...attributes, 'updatedAt', 'createdAt', 'id']).toContain(column);
  });

  it('names every related document by a field of its own (brand by Name, country by CountryName, ...)', () => {
    for (const attribute of Object.values(schema.attributes).filter((candidate) => candidate.type === 'relation')) {
      if (!attribute.target?.startsWith('api::')) continue;
      expect({ target: attribute.target, mainField: CONTENT_TYPE_VIEWS[attribute.target]?.mainField }).toEqual({
        target: attribute.target,
        mainField: expect.any(String),
      });
    }
  });
});

describe.each(components)('component %s', (uid, schema) => {
  it('has a label and a hint on every field', () => {
    checkFields(schema, COMPONENT_VIEWS[uid]?.fields);
  });
});

it('has no view for a type or component that no longer exists', () => {
  expect(Object.keys(CONTENT_TYPE_VIEWS).filter((uid) => !contentTypes.some(([known]) => known === uid))).toEqual([]);
  expect(Object.keys(COMPONENT_VIEWS).filter((uid) => !components.some(([known]) => known === uid))).toEqual([]);
});
