import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { map } from 'rxjs';

/** The extensions key that marks a response carrying GraphQL errors (docs/content-rules.md §8). */
export const ERRORS_FLAG = 'errors';

export interface CmsLogger {
  warn(message: string, details?: unknown): void;
}

/** The error messages of a non-2xx response body, when it is GraphQL-shaped JSON. */
export function responseErrorMessages(bodyText: string | undefined): string[] {
  if (!bodyText) return [];
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[] };
    return (body.errors ?? [])
      .map((error) => error.message)
      .filter((message): message is string => typeof message === 'string');
  } catch {
    return [];
  }
}

/**
 * docs/content-rules.md §8: GraphQL errors are only logged, as warnings with message, path and extensions;
 * network errors are logged with the response's error messages when present. Neither is thrown
 * from here: with errorPolicy 'all' the caller gets data and errors and decides.
 */
export function createErrorLink(logger: CmsLogger = console): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const name = operation.operationName || 'anonymous operation';
    if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
      for (const { message, path, extensions } of error.errors) {
        // Strapi sends a stack trace in development; it adds nothing to the warning.
        const { stacktrace: _stacktrace, ...rest } = (extensions ?? {}) as Record<string, unknown>;
        logger.warn(`[cms] GraphQL error in ${name}: ${message}`, { path, extensions: rest });
      }
      return;
    }
    if (ServerError.is(error) || ServerParseError.is(error)) {
      const messages = responseErrorMessages(error.bodyText);
      logger.warn(
        `[cms] network error in ${name}: ${error.message}${messages.length ? ` (${messages.join('; ')})` : ''}`,
        { statusCode: error.statusCode },
      );
      return;
    }
    logger.warn(`[cms] network error in ${name}: ${error.message}`);
  });
}

/** Marks a response that carries errors with `extensions.errors = true` (docs/content-rules.md §8). */
export function createErrorsFlagLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) =>
        'errors' in result && result.errors?.length
          ? { ...result, extensions: { ...result.extensions, [ERRORS_FLAG]: true } }
          : result,
      ),
    ),
  );
}
