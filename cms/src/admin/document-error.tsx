import { useEffect, useState } from 'react';
import { Page, useFetchClient } from '@strapi/strapi/admin';

/**
 * The edit view of an entry the admin could not open. Strapi 5.54 shows "Whoops! Something went
 * wrong" whatever the reason, and the server's reason only in a toast that fades: for another
 * brand's entry that reason is the whole answer ("This entry belongs to another brand (Wayfarer
 * Collective). ...", cms/src/security/brand-admin-routes.ts). This asks the server once more and
 * shows a refusal's message in the page; any other error keeps Strapi's page. vite.config.ts puts it
 * in the edit view's place of Strapi's error page.
 */
export function DocumentError({ model, id }: { model?: string; id?: string }) {
  const { get } = useFetchClient();
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!model || !id || id === 'create') return;
    let current = true;
    get(`/content-manager/collection-types/${model}/${id}`).catch(
      (error: { status?: number; response?: { data?: { error?: { message?: unknown } } } }) => {
        const text = error.response?.data?.error?.message;
        if (current && error.status === 403 && typeof text === 'string' && text !== 'Forbidden') setMessage(text);
      },
    );
    return () => {
      current = false;
    };
  }, [get, model, id]);
  return message ? <Page.Error content={message} /> : <Page.Error />;
}
