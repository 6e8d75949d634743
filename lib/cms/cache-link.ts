import { ApolloLink } from '@apollo/client/link';
import { createHash } from 'crypto';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { UncacheableAnswer, type ContentCache, type ReadOptions } from './content-cache';
import { answerTags } from './surrogate-keys';

const documentHashes = new WeakMap<DocumentNode, string>();

/** The document's text, hashed once per document object. */
function documentHash(document: DocumentNode): string {
  let hash = documentHashes.get(document);
  if (!hash) {
    hash = createHash('sha1').update(print(document)).digest('base64url');
    documentHashes.set(document, hash);
  }
  return hash;
}

/**
 * One document object per text, kept with the cache's entries: each request's client makes its own
 * copy of a document, and an entry holding its request's copy held a whole syntax tree (several kB)
 * per distinct lookup, most of what a flood of not-found addresses left in memory. The site sends
 * a few dozen documents, so this holds a few dozen.
 */
const documentsByHash = new Map<string, DocumentNode>();
function interned(document: DocumentNode): DocumentNode {
  const hash = documentHash(document);
  const kept = documentsByHash.get(hash);
  if (kept) return kept;
  documentsByHash.set(hash, document);
  return document;
}

/** JSON with object keys sorted, so equal variables give equal keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Endpoint + operation (name and text) + variables (the publication status among them). */
export function cacheKey(
  endpoint: string,
  operation: { operationName?: string; query: DocumentNode; variables: Record<string, unknown> },
): string {
  return `${endpoint} ${operation.operationName ?? ''} ${documentHash(operation.query)} ${stableJson(operation.variables)}`;
}

/** What the content cache keeps to ask a query again after a publish, without a view (lib/cms/purge). */
export interface QuerySource {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

const hasErrors = (result: FormattedExecutionResult) => Boolean(result.errors?.length) || result.data == null;

/**
 * Answers published queries from the shared content cache, asking the rest of the chain (the CMS)
 * only as the cache's policy requires. An answer with GraphQL errors or without data is passed on
 * to this request but never cached. Only clients for published reads have this link: drafts never
 * touch the cache. `log` learns which entries answered, and their surrogate keys (the page loader
 * gives the request's ReadLog, which the page cache stores with the page).
 */
export function createCacheLink(cache: ContentCache, endpoint: string, log?: ReadOptions['log']): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const load = () =>
          new Promise<FormattedExecutionResult>((resolve, reject) => {
            let last: FormattedExecutionResult | undefined;
            forward(operation).subscribe({
              next: (result) => void (last = result as FormattedExecutionResult),
              error: reject,
              complete: () =>
                last && !hasErrors(last) ? resolve(last) : reject(new UncacheableAnswer(last ?? { data: null })),
            });
          });
        const source: QuerySource = { document: interned(operation.query), variables: operation.variables };
        const options: ReadOptions = {
          describe: (answer) =>
            answerTags(operation.query, (answer as FormattedExecutionResult).data, operation.variables),
          source,
          log,
        };
        cache.read(cacheKey(endpoint, operation), load, options).then(
          ({ data }) => {
            observer.next(data as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            if (error instanceof UncacheableAnswer) {
              observer.next(error.answer as ApolloLink.Result);
              observer.complete();
            } else observer.error(error);
          },
        );
      }),
  );
}
