/**
 * Secrets with working local defaults.
 *
 * A new user runs the demo with no `.env` at all, so every secret has a local default. Those
 * defaults are public (they are in this file), so a production start refuses them: set real values
 * in the environment (see `.env.example`).
 */
type EnvReader = (name: string, fallback?: string) => string | undefined;

const LOCAL_DEFAULTS: Record<string, string> = {
  APP_KEYS: 'local-app-key-1,local-app-key-2',
  API_TOKEN_SALT: 'local-api-token-salt',
  ADMIN_JWT_SECRET: 'local-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'local-transfer-token-salt',
  JWT_SECRET: 'local-users-permissions-jwt-secret',
  ENCRYPTION_KEY: 'local-encryption-key-0123456789ab',
  PREVIEW_SECRET: 'local-preview-secret',
};

export function secret(env: EnvReader, name: keyof typeof LOCAL_DEFAULTS & string): string {
  const value = env(name);
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in production (see .env.example).`);
  }
  return LOCAL_DEFAULTS[name];
}

/**
 * Values a local demo needs but production may leave out (the demo editor account, the preview
 * token the site shares): a local default outside production, nothing in production unless set.
 */
const LOCAL_ONLY_DEFAULTS: Record<string, string> = {
  CMS_PREVIEW_TOKEN: 'local-preview-token-change-me-outside-local-demos',
  CMS_ADMIN_EMAIL: 'editor@example.com',
  CMS_ADMIN_PASSWORD: 'Editor-Demo-2026',
};

export function localDefault(env: EnvReader, name: keyof typeof LOCAL_ONLY_DEFAULTS & string): string | undefined {
  const value = env(name);
  if (value) return value;
  return process.env.NODE_ENV === 'production' ? undefined : LOCAL_ONLY_DEFAULTS[name];
}
