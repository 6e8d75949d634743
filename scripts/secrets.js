#!/usr/bin/env node
'use strict';
/**
 * `npm run secrets`: writes a `.env` for a production deployment: `.env.example` with every secret
 * replaced by a fresh random value, ENVIRONMENT=production, and no demo content or demo account.
 * Both programs refuse to start in production with a missing or demo secret; this is the quick way
 * to have real ones. The values are written to the file only, never printed.
 *
 *   npm run secrets                    writes .env (refuses to replace an existing one)
 *   npm run secrets -- --force         replaces it
 *   npm run secrets -- --out FILE      writes FILE instead
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const random = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Strapi's rule for admin passwords: a lower-case letter, an upper-case letter and a digit. */
function adminPassword() {
  for (;;) {
    const candidate = random(24);
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

/** Every variable of .env.example that holds a secret, with how to make a value for it. */
const GENERATED = {
  PREVIEW_SECRET: () => random(),
  CMS_PREVIEW_TOKEN: () => random(),
  CMS_NEWSLETTER_TOKEN: () => random(),
  REVALIDATE_SECRET: () => random(),
  APP_KEYS: () => [random(), random(), random(), random()].join(','),
  API_TOKEN_SALT: () => random(),
  ADMIN_JWT_SECRET: () => random(),
  TRANSFER_TOKEN_SALT: () => random(),
  JWT_SECRET: () => random(),
  ENCRYPTION_KEY: () => random(),
  // Used only if CMS_ADMIN_EMAIL is set (then the CMS creates that first admin with it).
  CMS_ADMIN_PASSWORD: () => adminPassword(),
};

/** Production settings that are not secrets. */
const FIXED = {
  ENVIRONMENT: 'production',
  // No demo editor account: set CMS_ADMIN_EMAIL to have the CMS create the first admin with the
  // generated password, or leave it empty and register the first admin at /admin.
  CMS_ADMIN_EMAIL: '',
  // A production database starts empty; the demo content is for demos.
  SEED_ON_EMPTY: 'false',
};

function parseArgs(argv) {
  const options = { force: false, out: path.join(root, '.env') };
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--force') options.force = true;
    else if (argv[index] === '--out') options.out = path.resolve(argv[(index += 1)] ?? '');
    else throw new Error(`Unknown argument ${argv[index]} (use --force, --out FILE)`);
  }
  return options;
}

/** .env.example with the values above in place of the demo ones; comments and order kept. */
function productionEnv(template) {
  const seen = new Set();
  const lines = template.split('\n').map((line) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (!match) return line;
    const name = match[2];
    if (name in GENERATED) {
      seen.add(name);
      return `${name}=${GENERATED[name]()}`;
    }
    if (name in FIXED) {
      seen.add(name);
      return `${name}=${FIXED[name]}`;
    }
    return line;
  });
  const missing = [...Object.keys(GENERATED), ...Object.keys(FIXED)].filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`.env.example does not name ${missing.join(', ')}`);
  return lines.join('\n');
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (fs.existsSync(options.out) && !options.force) {
    console.error(
      `${path.relative(process.cwd(), options.out) || options.out} exists; not replacing it (use --force).`,
    );
    process.exit(1);
  }
  const template = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const header = `# Written by \`npm run secrets\` on ${new Date().toISOString()}: production settings with fresh secrets.\n# Keep this file out of version control. Set SITE_URL, CMS_URL, PUBLIC_URL and the admin origins for your deployment.\n`;
  fs.writeFileSync(options.out, header + productionEnv(template), { mode: 0o600 });
  console.log(
    `Wrote ${options.out} (mode 600) with fresh values for ${Object.keys(GENERATED).join(', ')}; ENVIRONMENT=production.`,
  );
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

module.exports = { GENERATED, FIXED, productionEnv };
