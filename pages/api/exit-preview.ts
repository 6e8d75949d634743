import type { NextApiRequest, NextApiResponse } from 'next';
import { crossSiteDraftCookie, safeRelativePath } from '@/lib/preview/documents';

/** Leaves draft mode and goes back to a page of this site (a relative path only; anything else: home). */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setDraftMode({ enable: false });
  const cookies = res.getHeader('Set-Cookie');
  if (cookies) res.setHeader('Set-Cookie', crossSiteDraftCookie(Array.isArray(cookies) ? cookies.map(String) : [String(cookies)]));
  const path = safeRelativePath(Array.isArray(req.query.path) ? req.query.path[0] : req.query.path) ?? '/';
  return res.redirect(307, path);
}
