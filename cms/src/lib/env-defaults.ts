/**
 * The CMS's settings, each with its documented default (`.env.example`), and secrets with working
 * local defaults.
 *
 * A setting that is unset, empty or blank means its default: `.env.example` writes `NAME=` for the
 * settings left at their default, and a `.env` is copied from it (or written from it by `npm run
 * secrets`). Strapi's own `env()` returns '' for such a variable (`env.int` NaN, `env.bool` false),
 * so configuration files read every setting through `settings(env)`, never `env()` itself.
 *
 * A new user runs the demo with no `.env` at all, so every secret has a local default. Those
 * defaults are public (they are in this file and in `.env.example`), so production refuses them:
 * set real values in the environment (`npm run secrets` writes a `.env` with fresh ones).
 */
type EnvReader = (name: string, fallback?: string) => string | undefined;
type Env = Record<string, string | undefined>;

/** A variable's value, or undefined when it is unset, empty or blank (its default applies). */
export const given = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

/** The settings reader configuration files use: Strapi's `env` API, where empty means the default. */
export interface Settings {
  (name: string): string | undefined;
  (name: string, fallback: string): string;
  /** A whole number; anything else that is not empty stops the start, naming the variable. */
  int(name: string, fallback: number): number;
  /** `true` only for `true`, as Strapi reads booleans. */
  bool(name: string, fallback: boolean): boolean;
}

/**
 * The settings over Strapi's `env` (as configuration files get it) or over an environment object
 * (process.env by default).
 */
export function settings(source: EnvReader | Env = process.env): Settings {
  const read = (name: string) => given(typeof source === 'function' ? source(name) : source[name]);
  const setting = ((name: string, fallback?: string) => read(name) ?? fallback) as Settings;
  setting.int = (name, fallback) => {
    const value = read(name);
    if (value === undefined) return fallback;
    const number = Number(value.trim());
    if (!Number.isInteger(number)) throw new Error(`${name} must be a whole number (it is "${value}")`);
    return number;
  };
  setting.bool = (name, fallback) => {
    const value = read(name);
    return value === undefined ? fallback : value.trim() === 'true';
  };
  return setting;
}

/** The site the CMS links to and purges (SITE_URL), and its documented default. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const siteUrlSetting = (setting: Settings): string => setting('SITE_URL', DEFAULT_SITE_URL);

const LOCAL_DEFAULTS = {
  APP_KEYS: 'local-app-key-1,local-app-key-2',
  API_TOKEN_SALT: 'local-api-token-salt',
  ADMIN_JWT_SECRET: 'local-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'local-transfer-token-salt',
  JWT_SECRET: 'local-users-permissions-jwt-secret',
  ENCRYPTION_KEY: 'local-encryption-key-0123456789ab',
  PREVIEW_SECRET: 'local-preview-secret',
  REVALIDATE_SECRET: 'local-revalidate-secret',
};
type SecretName = keyof typeof LOCAL_DEFAULTS;

/**
 * Values a local demo needs but production may leave out (the demo editor account, the preview
 * token the site shares): a local default outside production, nothing in production unless set.
 */
const LOCAL_ONLY_DEFAULTS = {
  CMS_PREVIEW_TOKEN: 'local-preview-token-change-me-outside-local-demos',
  CMS_NEWSLETTER_TOKEN: 'local-newsletter-token-change-me-outside-local-demos',
  CMS_ADMIN_EMAIL: 'editor@example.com',
  CMS_ADMIN_PASSWORD: 'Editor-Demo-2026',
  CMS_DEMO_EDITOR_PASSWORD: 'Brand-Editor-Demo-2026',
};
type LocalOnlyName = keyof typeof LOCAL_ONLY_DEFAULTS;

/** The demo editor's password: published, so production neither creates nor keeps an admin with it. */
export const DEMO_ADMIN_PASSWORD = LOCAL_ONLY_DEFAULTS.CMS_ADMIN_PASSWORD;
/** The demo brand editors' password (`<brand>.editor@example.com`): published too, and never used in production. */
export const DEMO_EDITOR_PASSWORD = LOCAL_ONLY_DEFAULTS.CMS_DEMO_EDITOR_PASSWORD;
/** A production admin password chosen by hand must be at least this long. */
export const MIN_ADMIN_PASSWORD_LENGTH = 16;

/**
 * Production: either variable says so. start.js turns ENVIRONMENT=production into
 * NODE_ENV=production, so one `.env` runs the site and Strapi in production mode.
 */
export const isProduction = (env: Env = process.env) =>
  env.NODE_ENV === 'production' || env.ENVIRONMENT === 'production';

/** Every variable production must set to a value of its own, with its published demo values. */
export const PRODUCTION_SECRETS: Record<SecretName | 'CMS_PREVIEW_TOKEN' | 'CMS_NEWSLETTER_TOKEN', readonly string[]> =
  {
    ...(Object.fromEntries(Object.entries(LOCAL_DEFAULTS).map(([name, value]) => [name, value.split(',')])) as Record<
      SecretName,
      string[]
    >),
    CMS_PREVIEW_TOKEN: [LOCAL_ONLY_DEFAULTS.CMS_PREVIEW_TOKEN],
    CMS_NEWSLETTER_TOKEN: [LOCAL_ONLY_DEFAULTS.CMS_NEWSLETTER_TOKEN],
  };

const howToGenerate = (what: string) =>
  `generate ${what} with \`npm run secrets\` (writes a .env with fresh values) or ` +
  "`node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`";
const HOW_TO = howToGenerate('one');

/**
 * Why production must not start with this value, if it must not. APP_KEYS is a comma-separated
 * list: one published key among real ones is still published.
 */
function secretProblem(name: keyof typeof PRODUCTION_SECRETS, raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return `${name} is not set; ${HOW_TO}.`;
  const values = name === 'APP_KEYS' ? value.split(',').map((key) => key.trim()) : [value];
  if (values.some((entry) => PRODUCTION_SECRETS[name].includes(entry))) {
    return `${name} is the published demo value; ${HOW_TO}.`;
  }
  return undefined;
}

function adminPasswordProblem(password: string | undefined): string | undefined {
  if (!password) return undefined;
  if (password === DEMO_ADMIN_PASSWORD) {
    return `CMS_ADMIN_PASSWORD is the published demo password; choose one of at least ${MIN_ADMIN_PASSWORD_LENGTH} characters, or leave CMS_ADMIN_EMAIL empty and register the first admin at /admin.`;
  }
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `CMS_ADMIN_PASSWORD is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters; ${howToGenerate('a password')}.`;
  }
  return undefined;
}

/**
 * Everything production must refuse to start with, one message per variable (empty outside
 * production): a secret unset or equal to a published demo value, and an admin account asked for
 * (CMS_ADMIN_EMAIL with CMS_ADMIN_PASSWORD) with the demo password or a short one.
 */
export function productionSecretProblems(env: Env): string[] {
  if (!isProduction(env)) return [];
  const problems = (Object.keys(PRODUCTION_SECRETS) as (keyof typeof PRODUCTION_SECRETS)[]).map((name) =>
    secretProblem(name, env[name]),
  );
  if (env.CMS_ADMIN_EMAIL?.trim()) problems.push(adminPasswordProblem(env.CMS_ADMIN_PASSWORD));
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** A Strapi secret: the local default outside production; in production a real value or an error. */
export function secret(env: EnvReader, name: SecretName): string {
  const value = given(env(name));
  if (isProduction()) {
    const problem = secretProblem(name, value);
    if (problem) throw new Error(problem);
    return value as string;
  }
  return value || LOCAL_DEFAULTS[name];
}

export function localDefault(env: EnvReader, name: LocalOnlyName): string | undefined {
  const value = given(env(name));
  if (value) return value;
  return isProduction() ? undefined : LOCAL_ONLY_DEFAULTS[name];
}
