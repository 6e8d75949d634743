import type { GetServerSidePropsContext } from 'next';

/** A getServerSideProps context for a request to `host` + `url`, recording the response it gets. */
export function nextContext({ host, url = '/', draftMode = false, params = {} }: { host: string; url?: string; draftMode?: boolean; params?: Record<string, string> }) {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const [pathname, search = ''] = url.split('?');
  const context = {
    req: { headers: { host }, url },
    res,
    params,
    query: { ...Object.fromEntries(new URLSearchParams(search)), ...params },
    resolvedUrl: url,
    draftMode,
    pathname,
  } as unknown as GetServerSidePropsContext;
  return { context, res, headers };
}
