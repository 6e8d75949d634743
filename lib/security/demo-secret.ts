import type { NextApiRequest, NextApiResponse } from 'next';
import { previewSecret, revalidateSecret } from '@/lib/cms/env';
import { DEMO_VALUES } from './production-secrets';

/**
 * The public demo secrets, kept to the local machine.
 *
 * With ENVIRONMENT unset (the local demo) the site falls back to demo values for PREVIEW_SECRET and
 * REVALIDATE_SECRET (lib/cms/env.ts), and anyone may set them explicitly: those values are in this
 * repository, so a site that answers them to the world lets anyone open drafts or purge its
 * caches. While the secret in use is a demo value, /api/preview and /api/revalidate therefore
 * answer only requests whose connection comes from this machine (a loopback address: the demo's
 * browser, the local CMS's webhook to http://localhost:3000/api/revalidate); everyone else gets 403
 * and is told to set a secret of their own. Only the socket's address counts, never
 * X-Forwarded-For or any header a client writes. A proxy on this same machine makes every request
 * local: a site behind one needs secrets of its own (production refuses demo values at start-up
 * anyway: ./production-secrets.js).
 */
export type DemoSecretName = 'PREVIEW_SECRET' | 'REVALIDATE_SECRET';

const SECRET_IN_USE: Record<DemoSecretName, () => string | undefined> = {
  PREVIEW_SECRET: previewSecret,
  REVALIDATE_SECRET: revalidateSecret,
};

const ROUTE: Record<DemoSecretName, string> = {
  PREVIEW_SECRET: '/api/preview',
  REVALIDATE_SECRET: '/api/revalidate',
};

/** Whether the secret the site checks now is a published demo value (set to one, or its local default). */
export function usesDemoSecret(name: DemoSecretName): boolean {
  const value = SECRET_IN_USE[name]()?.trim();
  return value !== undefined && DEMO_VALUES[name].includes(value);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const value = address.replace(/^::ffff:/i, '');
  return value === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

/**
 * Answers 403 and returns true when `name` is a demo value and the request does not come from this
 * machine; returns false (and does nothing) otherwise. Call it first in the route; `format` is how
 * the route answers its errors.
 */
export function refuseDemoSecretFromAfar(
  req: Pick<NextApiRequest, 'socket'>,
  res: NextApiResponse,
  name: DemoSecretName,
  format: 'text' | 'json' = 'text',
): boolean {
  if (!usesDemoSecret(name) || isLoopback(req.socket?.remoteAddress)) return false;
  const message =
    `This site runs with the public demo ${name}, so ${ROUTE[name]} answers only requests from this ` +
    `machine. Set a ${name} of your own on the site and the CMS (npm run secrets writes one) to use it ` +
    'from elsewhere.';
  res.status(403);
  if (format === 'json') res.json({ ok: false, error: message });
  else res.send(message);
  return true;
}
