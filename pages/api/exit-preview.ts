import type { NextApiRequest, NextApiResponse } from 'next';
import { previewSecret } from '@/lib/cms/env';
import { crossSiteDraftCookie, safeRelativePath } from '@/lib/cms/preview-documents';
import {
  expiredPreviewSessionCookie,
  PREVIEW_SESSION_COOKIE,
  readCookie,
  revokePreviewSession,
  verifyPreviewSession,
} from '@/lib/preview/session';

/**
 * Leaves draft mode and goes back to a page of this site (a relative path only; anything else:
 * home). The preview session is revoked, not only deleted from this browser: a copy of its cookie
 * reads no draft afterwards.
 */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  const session = verifyPreviewSession(readCookie(req.headers.cookie, PREVIEW_SESSION_COOKIE), previewSecret());
  if (session) revokePreviewSession(session);
  res.setDraftMode({ enable: false });
  const cookies = res.getHeader('Set-Cookie');
  const lines = cookies === undefined ? [] : Array.isArray(cookies) ? cookies.map(String) : [String(cookies)];
  res.setHeader('Set-Cookie', [...crossSiteDraftCookie(lines), expiredPreviewSessionCookie()]);
  const path = safeRelativePath(Array.isArray(req.query.path) ? req.query.path[0] : req.query.path) ?? '/';
  return res.redirect(307, path);
}
