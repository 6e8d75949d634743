import type { ComponentView } from '../bootstrap/admin-views';
import { BLOCKS_VIEWS } from './blocks';
import { BRAND_VIEWS } from './brand';
import { SETTINGS_VIEWS } from './settings';
import { SHARED_VIEWS } from './shared';

/**
 * Every component's field labels and descriptions, one file per category of components/. They
 * cannot sit next to the component schemas: Strapi loads every .js file in components/<category>/
 * as a component. __tests__/unit/cms/admin-views.test.ts fails when a component or a field has none.
 */
const byCategory: Record<string, Record<string, ComponentView>> = {
  blocks: BLOCKS_VIEWS,
  brand: BRAND_VIEWS,
  settings: SETTINGS_VIEWS,
  shared: SHARED_VIEWS,
};

export const COMPONENT_VIEWS: Record<string, ComponentView> = Object.fromEntries(
  Object.entries(byCategory).flatMap(([category, views]) =>
    Object.entries(views).map(([name, view]) => [`${category}.${name}`, view]),
  ),
);
