import type { NextApiRequest, NextApiResponse } from 'next';
import { maskEmail, validateNewsletter } from '@/lib/newsletter/validate';

export const config = { api: { bodyParser: { sizeLimit: '2kb' } } };

type Result = { ok: true } | { ok: false; errors: Record<string, string> };

/**
 * Newsletter sign-up: validates the address and the privacy consent and answers which field is
 * wrong. The demo has no mailing-list provider; this is where one is called with the brand's list
 * and template ids. Nothing the visitor sent is echoed back.
 */
export default function newsletter(req: NextApiRequest, res: NextApiResponse<Result>) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ ok: false, errors: { request: 'Use POST.' } });
  }
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const errors = validateNewsletter({ email: body.email, consent: body.consent, listId: body.listId });
  if (Object.keys(errors).length > 0)
    return res.status(400).json({ ok: false, errors: errors as Record<string, string> });
  const list = typeof body.listId === 'string' ? body.listId.slice(0, 64) : 'default';
  // JSON-quoted so a list id cannot forge extra log lines.
  console.info(`[newsletter] ${maskEmail(String(body.email).trim())} subscribed to list ${JSON.stringify(list)}`);
  return res.status(200).json({ ok: true });
}
