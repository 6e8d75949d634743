/**
 * A brand editor role's description is stored in a varchar(255): PostgreSQL refuses a longer one
 * (the CMS then fails to start), SQLite keeps it. Every brand's must fit, whatever its name's length.
 */
import { brandEditorRoleDescription } from '../../../cms/src/bootstrap/brand-editor-roles';
import { documentsOf } from '../../../e2e/support/seed-data';

describe('brandEditorRoleDescription', () => {
  const seeded = documentsOf('brand').map((brand) => brand.Name as string);

  it.each(seeded)('says what %s’s editors do, within the 255 characters the database keeps', (name) => {
    const description = brandEditorRoleDescription(name);
    expect(description).toContain(`${name}'s content`);
    expect(description).toContain('newsletter sign-ups');
    expect(description.length).toBeLessThanOrEqual(255);
  });

  it('fits for a brand with a very long name too', () => {
    expect(brandEditorRoleDescription('A'.repeat(200)).length).toBeLessThanOrEqual(255);
  });
});
