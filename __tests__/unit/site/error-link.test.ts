import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { ApolloLink, execute } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { firstValueFrom } from 'rxjs';
import { defaultOptions } from '@/lib/cms/client';
import { createErrorLink, createErrorsFlagLink, ERRORS_FLAG, responseErrorMessages } from '@/lib/cms/error-link';

const query = gql`
  query Destinations {
    destinations {
      Name
    }
  }
`;

function run(response: { status: number; body: unknown }) {
  const warnings: { message: string; details?: unknown }[] = [];
  const logger = { warn: (message: string, details?: unknown) => warnings.push({ message, details }) };
  const fetch = async () =>
    new Response(typeof response.body === 'string' ? response.body : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  const link = ApolloLink.from([
    createErrorLink(logger),
    createErrorsFlagLink(),
    new HttpLink({ uri: 'http://cms.test/graphql', fetch }),
  ]);
  const client = new ApolloClient({ cache: new InMemoryCache(), link, defaultOptions });
  return { warnings, result: firstValueFrom(execute(link, { query }, { client })) };
}

describe('the error link (docs/content-rules.md §8)', () => {
  it('logs GraphQL errors as warnings with message, path and extensions, and flags the response', async () => {
    const { warnings, result } = run({
      status: 200,
      body: {
        data: { destinations: null },
        errors: [
          {
            message: 'Forbidden access',
            path: ['destinations'],
            extensions: { code: 'FORBIDDEN', stacktrace: ['at x'] },
          },
        ],
      },
    });
    const response = await result;
    expect(response.extensions).toEqual({ [ERRORS_FLAG]: true });
    expect(warnings).toEqual([
      {
        message: '[cms] GraphQL error in Destinations: Forbidden access',
        details: { path: ['destinations'], extensions: { code: 'FORBIDDEN' } },
      },
    ]);
  });

  it('leaves a clean response unflagged and logs nothing', async () => {
    const { warnings, result } = run({ status: 200, body: { data: { destinations: [{ Name: 'USA' }] } } });
    expect((await result).extensions).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('logs a non-2xx response with the error messages its body carries', async () => {
    const { warnings, result } = run({ status: 500, body: { errors: [{ message: 'Database unavailable' }] } });
    await expect(result).rejects.toThrow('Response not successful: Received status code 500');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toBe(
      '[cms] network error in Destinations: Response not successful: Received status code 500 (Database unavailable)',
    );
    expect(warnings[0].details).toEqual({ statusCode: 500 });
  });

  it('logs an unparseable body as a network error', async () => {
    const { warnings, result } = run({ status: 200, body: '<html>proxy error</html>' });
    await expect(result).rejects.toThrow();
    expect(warnings[0].message).toMatch(/^\[cms\] network error in Destinations: /);
  });

  it('reads error messages only from GraphQL-shaped JSON bodies', () => {
    expect(responseErrorMessages('{"errors":[{"message":"a"},{"message":"b"},{"nope":1}]}')).toEqual(['a', 'b']);
    expect(responseErrorMessages('not json')).toEqual([]);
    expect(responseErrorMessages(undefined)).toEqual([]);
  });
});
