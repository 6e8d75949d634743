/** The seeded brands, read from the seed modules: tests follow the demo content. */
import { seedModules } from '../../cms/src/seed/data';
import type { SeedDocument } from '../../cms/src/seed/types';

export const documentsOf = (type: string): SeedDocument[] =>
  seedModules.flatMap((module) => (module.documents as Record<string, SeedDocument[] | undefined>)[type] ?? []);

export interface SeededBrand {
  name: string;
  slug: string;
  primary: string;
  menuLabels: string[];
}

export const seededBrands: SeededBrand[] = documentsOf('brand').map((brand) => {
  const settings = documentsOf('brand-setting').find((doc) => doc.brand === brand.Name)!;
  const appearance = settings.Appearance as { Colours: { Primary: string }; HeaderMenu: { Label: string }[] };
  return {
    name: brand.Name as string,
    slug: brand.Slug as string,
    primary: appearance.Colours.Primary,
    menuLabels: appearance.HeaderMenu.map((item) => item.Label),
  };
});
