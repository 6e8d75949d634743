/**
 * What the admin adds for editors (issue 31): a "Read only" panel on the entries they may read but
 * not change, saying why (read-only-notice.tsx), with a disabled rich-text editor looking disabled;
 * the brands of each entry by name in lists (brand-column.tsx); and, in the preview, fields opened
 * by click-to-edit labelled as in the form (field-label.ts, through vite.config.ts); the content
 * manager's menu grouped by what editors do (menu-groups.ts).
 *
 * The admin panel, quiet for every editor: no check for Strapi releases against GitHub, no guided
 * tour, no "new Media Library" banner. The last two have no configuration key in Strapi 5.54: the
 * admin keeps them in localStorage (STRAPI_GUIDED_TOUR; STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_
 * <legacy flag>:<instance uuid>), so they are written here, before the panel first renders, as if
 * the editor had dismissed them. The uuid is `false` with telemetry disabled (cms/package.json);
 * /admin/init says which it is.
 */
import { brandColumn, INJECT_COLUMN_IN_TABLE } from './brand-column';
import { withMenuGroups } from './menu-groups';
import { READ_ONLY_STYLE, ReadOnlyNotice } from './read-only-notice';

const MUTATE_COLLECTION_TYPES_LINKS = 'Admin/CM/pages/App/mutate-collection-types-links';
const TOUR_KEY = 'STRAPI_GUIDED_TOUR';
const BANNER_KEY = 'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_';

function dismiss(key: string, value: unknown) {
  try {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the editor dismisses them by hand.
  }
}

function dismissBanner(uuid: unknown) {
  for (const legacy of [false, true]) dismiss(`${BANNER_KEY}${legacy}:${String(uuid)}`, true);
}

interface Widget {
  id: string;
  pluginId?: string;
  permissions?: { action: string }[];
}
interface AdminApp {
  widgets: { register(change: (widgets: Widget[]) => Widget[]): void };
}
interface ContentManagerApis {
  addEditViewSidePanel(panels: unknown[]): void;
}
interface BootstrapApp {
  getPlugin(name: 'content-manager'): { apis: ContentManagerApis };
  registerHook(name: string, hook: (value: never) => unknown): void;
}

/**
 * "Project statistics" counts every brand's entries and the admin users. Strapi declares it for
 * super admins only, but the 5.54 home page ignores a widget's roles and shows it (as an error, the
 * server refusing it: cms/src/security/brand-admin-routes.ts) to brand editors. Asking for the
 * permission to read admin users hides it from everyone who may not.
 */
const PROJECT_STATISTICS = { id: 'key-statistics', pluginId: 'admin' };

export default {
  config: {
    notifications: { releases: false },
  },
  register(app: AdminApp) {
    app.widgets.register((widgets) =>
      widgets.map((widget) =>
        widget.id === PROJECT_STATISTICS.id && widget.pluginId === PROJECT_STATISTICS.pluginId
          ? { ...widget, permissions: [{ action: 'admin::users.read' }] }
          : widget,
      ),
    );
  },
  bootstrap(app: BootstrapApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([ReadOnlyNotice]);
    app.registerHook(INJECT_COLUMN_IN_TABLE, brandColumn);
    app.registerHook(MUTATE_COLLECTION_TYPES_LINKS, withMenuGroups);
    const style = document.createElement('style');
    style.textContent = READ_ONLY_STYLE;
    document.head.append(style);
    dismiss(TOUR_KEY, { enabled: false, hidden: true, completedActions: [] });
    dismissBanner(false);
    void fetch('/admin/init')
      .then((response) => response.json())
      .then((answer: { data?: { uuid?: unknown } }) => dismissBanner(answer.data?.uuid ?? false))
      .catch(() => undefined);
  },
};
