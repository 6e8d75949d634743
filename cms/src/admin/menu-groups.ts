/**
 * The content manager's menu, grouped by what editors do (issue 46): Strapi 5.54 lists every
 * collection type in one alphabetical "Collection types" section (20 of them here) and shows an
 * empty "Single types 0" under it. A content type names its group in its schema
 * (`pluginOptions["travel-cms"].menuGroup`, one of MENU_GROUPS); the admin's links hook copies it
 * onto the type's link (withMenuGroups) and the menu shows one section per group, in this order,
 * legacy types last in theirs (groupMenu, put into Strapi's LeftMenu by vite.config.ts). A type
 * with no group stays in Strapi's own section; a section with no link is not shown.
 */
export const MENU_GROUPS = [
  'Programmes and places',
  'Stories and news',
  'Jobs',
  'Pages and site settings',
  'Shared by every brand',
  'Newsletter',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Where a schema names its group. */
export const MENU_GROUP_OPTION = 'travel-cms';

interface Model {
  uid: string;
  pluginOptions?: Record<string, unknown>;
}
interface Link {
  uid: string;
  title: string;
  group?: string;
}
interface Section<L extends Link> {
  id: string;
  title: string;
  searchable?: boolean;
  links: L[];
}

/** The group a content type's schema names, when it is one of MENU_GROUPS. */
export function menuGroupOf(model: Model | undefined): MenuGroup | undefined {
  const options = model?.pluginOptions?.[MENU_GROUP_OPTION] as { menuGroup?: unknown } | undefined;
  const group = options?.menuGroup;
  return MENU_GROUPS.find((known) => known === group);
}

/** Strapi's "mutate collection types links" hook: each link gets its type's group. */
export function withMenuGroups<L extends Link>({ ctLinks, models }: { ctLinks: L[]; models: Model[] }) {
  return {
    ctLinks: ctLinks.map((link) => ({ ...link, group: menuGroupOf(models.find((model) => model.uid === link.uid)) })),
    models,
  };
}

const isLegacy = (link: Link) => /\(legacy\)/i.test(link.title);

/**
 * The menu's sections (Strapi's, their links already searched, sorted and named) as shown: one per
 * group in MENU_GROUPS' order with its links in Strapi's order, legacy ones last; then Strapi's
 * sections with the links no group took; empty sections left out.
 */
export function groupMenu<L extends Link>(sections: Section<L>[]): Section<L>[] {
  const links = sections.flatMap((section) => section.links);
  const grouped = MENU_GROUPS.map((group) => {
    const own = links.filter((link) => link.group === group);
    return {
      id: `group:${group}`,
      title: group,
      searchable: true,
      links: [...own.filter((link) => !isLegacy(link)), ...own.filter(isLegacy)],
    };
  });
  const rest = sections.map((section) => ({
    ...section,
    links: section.links.filter((link) => !MENU_GROUPS.some((group) => group === link.group)),
  }));
  return [...grouped, ...rest].filter((section) => section.links.length > 0);
}
