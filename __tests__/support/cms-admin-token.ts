import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * One admin sign-in per test CMS, shared by every test file of the contract and end-to-end tiers.
 * Strapi limits admin sign-ins to 5 per 5 minutes for an e-mail address (in production mode, as
 * the test CMS runs), and each test file lives in its own module registry, so the token is kept in
 * a file named after the CMS's port. A token the CMS no longer accepts is replaced.
 */
export async function cachedAdminToken(
  cmsUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const file = path.join(os.tmpdir(), `travel-test-cms-${new URL(cmsUrl).port}-${credentials.email}.token`);
  const cached = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (cached) {
    const check = await fetch(`${cmsUrl}/admin/users/me`, { headers: { authorization: `Bearer ${cached}` } });
    if (check.ok) return cached;
  }
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`Admin login failed: ${response.status} ${JSON.stringify(body)}`);
  fs.writeFileSync(file, token, { mode: 0o600 });
  return token;
}
