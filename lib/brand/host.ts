/**
 * The request's Host header, parsed strictly: a DNS host name (or a bracketed IPv6 literal) and an
 * optional numeric port, nothing else. The host picks the brand and, on the local demo, the origin
 * of cross-brand links; a header such as `wayfarer.localhost:3000@evil.com` must never reach a link,
 * a redirect or a cached page, so anything that is not plainly a host is refused (400 in proxy.ts).
 */
export interface RequestHost {
  /** Lower case, without the trailing dot of a fully qualified name. */
  hostname: string;
  /** The port as written (digits only), or null when the header names none. */
  port: string | null;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]{2,45}\\])\\.?(?::(\\d{1,5}))?$`);
/** RFC 1035: 253 characters for a name; a port and its colon add at most 6. */
const MAX_HOST_LENGTH = 253 + 1 + 6;

export function parseHostHeader(value: string | readonly string[] | null | undefined): RequestHost | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_HOST_LENGTH) return null;
  const match = HOST_PATTERN.exec(value.toLowerCase());
  if (!match) return null;
  const [, hostname, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { hostname, port: port ?? null };
}
