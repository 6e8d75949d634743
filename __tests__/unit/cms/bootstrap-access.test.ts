/**
 * The start-up rules for who may do what, against an in-memory stand-in for Strapi's database
 * (the contract tier checks the same rules on the real CMS).
 */
import { deactivateDemoPasswordAdmins } from '../../../cms/src/bootstrap/admin-user';
import { restrictVisitorAccess } from '../../../cms/src/bootstrap/public-permissions';

type Strapi = Parameters<typeof restrictVisitorAccess>[0];

// Strapi's admin hashes passwords with bcryptjs; the same library, from the CMS's own install.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bcrypt = require('../../../cms/node_modules/bcryptjs') as {
  hashSync(password: string, rounds: number): string;
  compare(password: string, hash: string): Promise<boolean>;
};

interface Row {
  id: number;
  [key: string]: unknown;
}

/** A tiny strapi: db.query over in-memory tables, the plugin store, and the admin auth service. */
function fakeStrapi(tables: Record<string, Row[]>, store: Record<string, unknown> = {}) {
  let nextId = 1000;
  const matches = (row: Row, where: Record<string, unknown>) =>
    Object.entries(where).every(([key, condition]) =>
      condition && typeof condition === 'object' && '$in' in condition
        ? (condition.$in as unknown[]).includes(row[key])
        : row[key] === condition,
    );
  const query = (uid: string) => {
    const table = () => (tables[uid] ??= []);
    return {
      findOne: async ({ where }: { where: Record<string, unknown> }) =>
        table().find((row) => matches(row, where)) ?? null,
      findMany: async ({ where }: { where: Record<string, unknown> }) => table().filter((row) => matches(row, where)),
      create: async ({ data }: { data: Record<string, unknown> }) => table().push({ id: nextId++, ...data }),
      deleteMany: async ({ where }: { where: Record<string, unknown> }) => {
        tables[uid] = table().filter((row) => !matches(row, where));
      },
      updateMany: async ({ where, data }: { where: Record<string, unknown>; data: Record<string, unknown> }) => {
        for (const row of table().filter((candidate) => matches(candidate, where))) Object.assign(row, data);
      },
    };
  };
  return {
    contentTypes: { 'api::blog-post.blog-post': {}, 'api::brand.brand': {}, 'plugin::users-permissions.user': {} },
    db: { query },
    store: () => ({
      get: async ({ key }: { key: string }) => store[key],
      set: async ({ key, value }: { key: string; value: unknown }) => {
        store[key] = value;
      },
    }),
    service: (name: string) =>
      name === 'admin::auth'
        ? { validatePassword: (password: string, hash: string) => bcrypt.compare(password, hash) }
        : undefined,
  } as unknown as Strapi;
}

describe('restrictVisitorAccess', () => {
  const READS = [
    'api::blog-post.blog-post.find',
    'api::blog-post.blog-post.findOne',
    'api::brand.brand.find',
    'api::brand.brand.findOne',
  ];
  const permissionsOf = (tables: Record<string, Row[]>, role: number) =>
    tables['plugin::users-permissions.permission']
      .filter((row) => row.role === role)
      .map((row) => row.action)
      .sort();

  it('gives the public role exactly the reads, the authenticated role nothing, and turns registration off; a second start changes nothing', async () => {
    // What Strapi's users-permissions plugin sets up on a new database.
    const tables: Record<string, Row[]> = {
      'plugin::users-permissions.role': [
        { id: 1, type: 'authenticated' },
        { id: 2, type: 'public' },
      ],
      'plugin::users-permissions.permission': [
        { id: 1, role: 2, action: 'plugin::users-permissions.auth.register' },
        { id: 2, role: 2, action: 'plugin::users-permissions.auth.callback' },
        { id: 3, role: 2, action: 'api::brand.brand.find' },
        { id: 4, role: 1, action: 'plugin::users-permissions.user.me' },
        { id: 5, role: 1, action: 'api::blog-post.blog-post.find' },
      ],
    };
    const store: Record<string, unknown> = {
      advanced: { unique_email: true, allow_register: true, default_role: 'authenticated' },
    };
    const strapi = fakeStrapi(tables, store);

    expect(await restrictVisitorAccess(strapi)).toEqual([
      'public role: 3 read permissions added',
      'public role: removed plugin::users-permissions.auth.register, plugin::users-permissions.auth.callback',
      'authenticated role: removed plugin::users-permissions.user.me, api::blog-post.blog-post.find',
      'users-permissions: public registration turned off',
    ]);
    expect(permissionsOf(tables, 2)).toEqual(READS);
    expect(permissionsOf(tables, 1)).toEqual([]);
    expect(store.advanced).toEqual({ unique_email: true, allow_register: false, default_role: 'authenticated' });

    expect(await restrictVisitorAccess(strapi)).toEqual([]);
    expect(permissionsOf(tables, 2)).toEqual(READS);
  });
});

describe('deactivateDemoPasswordAdmins (production, a database first used by the demo)', () => {
  const DEMO = 'Editor-Demo-2026';
  const users = () => [
    { id: 1, email: 'editor@example.com', password: bcrypt.hashSync(DEMO, 4), isActive: true },
    { id: 2, email: 'real@example.org', password: bcrypt.hashSync('a-password-of-their-own', 4), isActive: true },
    { id: 3, email: 'invited@example.org', password: null, isActive: true },
  ];

  it('deactivates the accounts whose password is the demo one, and only those', async () => {
    const tables = { 'admin::user': users() };
    expect(await deactivateDemoPasswordAdmins(fakeStrapi(tables), [DEMO])).toEqual(['editor@example.com']);
    expect(tables['admin::user'].map(({ email, isActive }) => [email, isActive])).toEqual([
      ['editor@example.com', false],
      ['real@example.org', true],
      ['invited@example.org', true],
    ]);
    expect(await deactivateDemoPasswordAdmins(fakeStrapi(tables), [DEMO])).toEqual([]);
  });

  it('deactivates the demo brand editors too, whose password is published as well', async () => {
    const EDITORS = 'Brand-Editor-Demo-2026';
    const tables = {
      'admin::user': [
        ...users(),
        { id: 4, email: 'timberline.editor@example.com', password: bcrypt.hashSync(EDITORS, 4), isActive: true },
      ],
    };
    expect(await deactivateDemoPasswordAdmins(fakeStrapi(tables), [DEMO, EDITORS])).toEqual([
      'editor@example.com',
      'timberline.editor@example.com',
    ]);
    expect(tables['admin::user'].filter((user) => user.isActive).map((user) => user.email)).toEqual([
      'real@example.org',
      'invited@example.org',
    ]);
  });
});
