/**
 * The documented .env works (issue 27, item 6): `.env.example` copied as it is, and the `.env`
 * that `npm run secrets` writes from it, configure both programs with the defaults `.env.example`
 * documents, empty values included (`SITE_REVALIDATE_URL=` means SITE_URL/api/revalidate). And
 * any setting left empty means its documented default, not an empty string, zero or `false`.
 *
 * Each program reads the file as it does when it starts: the CMS with Node's parser
 * (`process.loadEnvFile` in cms/scripts/build-state.js) and its configuration modules as Strapi
 * loads them (the compiled cms/dist/config/*.js, called with @strapi/utils' `env`, which reads
 * process.env); the site with Next's loader (@next/env) and its settings (lib/cms/env.ts).
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parseEnv } from 'util';
import { loadEnvConfig } from '@next/env';
import { siteSettings } from '@/lib/cms/env';

type Env = Record<string, string | undefined>;

const root = path.join(__dirname, '..', '..');
const cmsDir = path.join(root, 'cms');
const exampleText = fs.readFileSync(path.join(root, '.env.example'), 'utf8');

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-defaults-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** What `npm run secrets -- --out FILE` writes. */
function secretsText(): string {
  const file = path.join(workDir, `secrets-${Date.now()}.env`);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'secrets.js'), '--out', file], { stdio: 'pipe' });
  return fs.readFileSync(file, 'utf8');
}

/** `.env.example` with every value removed: each setting present, and empty. */
const allEmpty = (text: string) => text.replace(/^([A-Z][A-Z0-9_]*)=.*$/gm, '$1=');

/** The environment the CMS gets from this file: Node's parser, then what cms/scripts/start.js adds. */
function cmsEnvironment(text: string): Env {
  const env: Env = { ...parseEnv(text) };
  // start.js: one .env with ENVIRONMENT=production runs Strapi in production mode; Strapi itself
  // defaults NODE_ENV to development.
  if (env.ENVIRONMENT === 'production' && !env.NODE_ENV) env.NODE_ENV = 'production';
  env.NODE_ENV ||= 'development';
  return env;
}

/** The environment the site gets from this file as its `.env`: Next's own loader and parser. */
function siteEnvironment(text: string): Env {
  const dir = fs.mkdtempSync(path.join(workDir, 'site-'));
  fs.writeFileSync(path.join(dir, '.env'), text);
  const saved = process.env;
  try {
    const { loadedEnvFiles } = loadEnvConfig(dir, false, { info: () => undefined, error: console.error }, true);
    const dotEnv = loadedEnvFiles.find((file) => file.path === '.env');
    if (!dotEnv) throw new Error('Next did not load the .env');
    return { ...dotEnv.env };
  } finally {
    process.env = saved;
  }
}

/* eslint-disable @typescript-eslint/no-require-imports -- the CMS's compiled config, as Strapi loads it */
const strapiEnv = require(require.resolve('@strapi/utils', { paths: [cmsDir] })).env;
const configModule = (name: string) => {
  const file = path.join(cmsDir, 'dist', 'config', `${name}.js`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the contract tier builds the CMS first`);
  const loaded = require(file);
  return loaded.default ?? loaded;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Every configuration file of the CMS evaluated over this environment, as Strapi does at start. */
function cmsConfig(env: Env) {
  const saved = process.env;
  process.env = { PATH: saved.PATH, ...env } as unknown as NodeJS.ProcessEnv;
  try {
    const load = (name: string) => {
      const config = configModule(name);
      return typeof config === 'function' ? config({ env: strapiEnv }) : config;
    };
    const names = ['server', 'admin', 'database', 'plugins', 'api', 'site', 'middlewares'] as const;
    return Object.fromEntries(names.map((name) => [name, load(name)])) as Record<(typeof names)[number], any>;
  } finally {
    process.env = saved;
  }
}

/** Whether the CMS's CORS answers this Origin (strapi::cors's `origin`, as Strapi calls it). */
async function corsAllows(middlewares: unknown[], origin: string): Promise<boolean> {
  const cors = middlewares.find(
    (entry): entry is { name: string; config?: { origin?: unknown } } =>
      typeof entry === 'object' && (entry as { name?: string }).name === 'strapi::cors',
  );
  const configured = cors?.config?.origin ?? '*';
  const list =
    typeof configured === 'function'
      ? await configured({ get: (name: string) => (name.toLowerCase() === 'origin' ? origin : '') })
      : configured;
  const origins = Array.isArray(list) ? list : String(list).split(',');
  return origins.includes('*') || origins.includes(origin);
}

/** The CMS's effective settings, as the documented defaults name them. */
async function cmsSettings(env: Env) {
  const config = cmsConfig(env);
  const upload = config.plugins.upload.config;
  const graphql = config.plugins.graphql.config;
  return {
    host: config.server.host,
    port: config.server.port,
    publicUrl: config.server.url,
    appKeys: config.server.app.keys,
    populateRelations: config.server.webhooks.populateRelations,
    adminJwtSecret: config.admin.auth.secret,
    apiTokenSalt: config.admin.apiToken.salt,
    transferTokenSalt: config.admin.transfer.token.salt,
    encryptionKey: config.admin.secrets.encryptionKey,
    previewAllowedOrigins: config.admin.preview.config.allowedOrigins,
    database: {
      client: config.database.connection.client,
      filename: config.database.connection.connection.filename,
    },
    jwtSecret: config.plugins['users-permissions'].config.jwtSecret,
    graphqlPlayground: graphql.landingPage,
    graphqlIntrospection: graphql.apolloServer.introspection,
    uploadProvider: upload.provider ?? 'local',
    restLimits: { defaultLimit: config.api.rest.defaultLimit, maxLimit: config.api.rest.maxLimit },
    site: config.site,
    cors: {
      site: await corsAllows(config.middlewares, 'http://localhost:3000'),
      brandHost: await corsAllows(config.middlewares, 'http://wayfarer.localhost:3000'),
      admin: await corsAllows(config.middlewares, 'http://localhost:1337'),
      foreign: await corsAllows(config.middlewares, 'https://attacker.example'),
    },
  };
}

/** What .env.example documents for the CMS locally (its values, and "empty: ..." for the empty ones). */
const CMS_LOCAL_DEFAULTS = {
  host: '0.0.0.0',
  port: 1337,
  // Empty: Strapi's own http://localhost:CMS_PORT.
  publicUrl: '',
  appKeys: ['local-app-key-1', 'local-app-key-2'],
  populateRelations: false,
  adminJwtSecret: 'local-admin-jwt-secret',
  apiTokenSalt: 'local-api-token-salt',
  transferTokenSalt: 'local-transfer-token-salt',
  encryptionKey: 'local-encryption-key-0123456789ab',
  // Empty PREVIEW_ALLOWED_ORIGINS: SITE_URL and its *.localhost brand hosts.
  previewAllowedOrigins: ['http://localhost:3000', 'http://*.localhost:3000'],
  // SQLite in cms/.tmp/data.db (a relative DATABASE_FILENAME is resolved from cms/).
  database: { client: 'sqlite', filename: path.join(cmsDir, '.tmp', 'data.db') },
  jwtSecret: 'local-users-permissions-jwt-secret',
  // GraphQL sandbox and introspection: on outside production.
  graphqlPlayground: true,
  graphqlIntrospection: true,
  // Uploads on the CMS's disk unless UPLOAD_S3_BUCKET is set.
  uploadProvider: 'local',
  restLimits: { defaultLimit: 100, maxLimit: 100 },
  site: {
    url: 'http://localhost:3000',
    // Empty SITE_REVALIDATE_URL: SITE_URL/api/revalidate.
    revalidateUrl: 'http://localhost:3000/api/revalidate',
    revalidateSecret: 'local-revalidate-secret',
    previewToken: 'local-preview-token-change-me-outside-local-demos',
    newsletterToken: 'local-newsletter-token-change-me-outside-local-demos',
    adminEmail: 'editor@example.com',
    adminPassword: 'Editor-Demo-2026',
    demoEditorPassword: 'Brand-Editor-Demo-2026',
    seedOnEmpty: true,
  },
  // Strapi's CORS: the site (SITE_URL and its brand hosts) and the admin's own origin, nobody else.
  cors: { site: true, brandHost: true, admin: true, foreign: false },
};

/** What .env.example documents for the site (its values, and "empty: ..." for the empty ones). */
const SITE_LOCAL_DEFAULTS = {
  port: 3000,
  cmsUrl: 'http://localhost:1337',
  graphqlEndpoint: 'http://localhost:1337/graphql',
  // Empty CMS_MEDIA_URL: media from CMS_URL.
  mediaBaseUrl: 'http://localhost:1337',
  // Empty CMS_PUBLIC_URL: the admin is at CMS_URL.
  cmsPublicUrl: 'http://localhost:1337',
  cmsAdminOrigins: [],
  defaultBrand: 'Wayfarer Collective',
  environment: 'development',
  gtmId: undefined,
  // Empty REDIS_URL: each instance caches on its own.
  redisUrl: undefined,
  trustedProxyHops: 0,
  siteHeapMb: 512,
  pageCacheMaxMb: 128,
  renderConcurrency: 2,
  renderQueue: 32,
  cmsTimeoutMs: 3000,
  cachePolicy: {
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    staleIfErrorMs: 86_400_000,
    maxBytes: 64 * 1024 * 1024,
  },
  circuitOptions: { failureThreshold: 5, openMs: 10_000 },
  previewSecret: 'local-preview-secret',
  revalidateSecret: 'local-revalidate-secret',
  cmsPreviewToken: 'local-preview-token-change-me-outside-local-demos',
  cmsNewsletterToken: 'local-newsletter-token-change-me-outside-local-demos',
};

describe('.env.example copied as it is', () => {
  it('gives the CMS its documented defaults, the publish webhook to SITE_URL/api/revalidate among them', async () => {
    expect(await cmsSettings(cmsEnvironment(exampleText))).toEqual(CMS_LOCAL_DEFAULTS);
  });

  it('gives the site its documented defaults', () => {
    expect(siteSettings(siteEnvironment(exampleText))).toEqual(SITE_LOCAL_DEFAULTS);
  });

  it('makes the two agree: the webhook reaches the site’s own port with the secret the site checks', async () => {
    const cms = await cmsSettings(cmsEnvironment(exampleText));
    const site = siteSettings(siteEnvironment(exampleText));
    expect(new URL(cms.site.revalidateUrl).port).toBe(String(site.port));
    expect(cms.site.revalidateSecret).toBe(site.revalidateSecret);
    expect(cms.site.previewToken).toBe(site.cmsPreviewToken);
    expect(cms.site.newsletterToken).toBe(site.cmsNewsletterToken);
    expect(new URL(site.cmsUrl).port).toBe(String(cms.port));
  });
});

describe('the .env `npm run secrets` writes', () => {
  it('gives the CMS the documented production defaults and its own secrets, the publish webhook among them', async () => {
    const text = secretsText();
    const file = parseEnv(text);
    expect(await cmsSettings(cmsEnvironment(text))).toEqual({
      ...CMS_LOCAL_DEFAULTS,
      appKeys: file.APP_KEYS!.split(','),
      adminJwtSecret: file.ADMIN_JWT_SECRET,
      apiTokenSalt: file.API_TOKEN_SALT,
      transferTokenSalt: file.TRANSFER_TOKEN_SALT,
      encryptionKey: file.ENCRYPTION_KEY,
      jwtSecret: file.JWT_SECRET,
      // Off in production unless set.
      graphqlPlayground: false,
      graphqlIntrospection: false,
      site: {
        url: 'http://localhost:3000',
        revalidateUrl: 'http://localhost:3000/api/revalidate',
        revalidateSecret: file.REVALIDATE_SECRET,
        previewToken: file.CMS_PREVIEW_TOKEN,
        newsletterToken: file.CMS_NEWSLETTER_TOKEN,
        // No admin account unless CMS_ADMIN_EMAIL is set; no demo editors, no seed in production.
        adminEmail: undefined,
        adminPassword: file.CMS_ADMIN_PASSWORD,
        demoEditorPassword: undefined,
        seedOnEmpty: false,
      },
    });
  });

  it('gives the site the documented defaults, in production, with the same secrets as the CMS', async () => {
    const text = secretsText();
    const file = parseEnv(text);
    const site = siteSettings(siteEnvironment(text));
    expect(site).toEqual({
      ...SITE_LOCAL_DEFAULTS,
      environment: 'production',
      previewSecret: file.PREVIEW_SECRET,
      revalidateSecret: file.REVALIDATE_SECRET,
      cmsPreviewToken: file.CMS_PREVIEW_TOKEN,
      cmsNewsletterToken: file.CMS_NEWSLETTER_TOKEN,
    });
    const cms = await cmsSettings(cmsEnvironment(text));
    expect([cms.site.revalidateSecret, cms.site.previewToken]).toEqual([site.revalidateSecret, site.cmsPreviewToken]);
  });
});

describe('every setting present and empty', () => {
  it('is the CMS’s documented default, not an empty string, NaN or false', async () => {
    expect(await cmsSettings(cmsEnvironment(allEmpty(exampleText)))).toEqual(CMS_LOCAL_DEFAULTS);
  });

  it('is the site’s documented default (DEFAULT_BRAND empty: the first brand)', () => {
    expect(siteSettings(siteEnvironment(allEmpty(exampleText)))).toEqual({
      ...SITE_LOCAL_DEFAULTS,
      defaultBrand: undefined,
    });
  });
});
