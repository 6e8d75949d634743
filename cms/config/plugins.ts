import type { Core } from '@strapi/strapi';
import { isProduction, secret, settings } from '../src/lib/env-defaults';
import { corsOriginMatcher, corsOrigins, koaCorsOrigin } from '../src/security/cors';
import { graphqlLimits } from '../src/security/graphql-limits';
import { uploadStorage } from '../src/lib/upload-storage';

/**
 * The deepest query the site sends (graphql/ at the repository root) nests this many levels below
 * the root field (a cross-sell tile's hero image: page → CrossSell → products_v2 → productHero →
 * heroTextSection → backgroundImage → url). The contract tests prove every document fits and that
 * one level more is refused.
 */
export const GRAPHQL_DEPTH_LIMIT = 6;

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const production = isProduction();
  const setting = settings(env);
  return {
    'users-permissions': {
      config: {
        jwtSecret: secret(env, 'JWT_SECRET'),
        jwtManagement: 'refresh',
        sessions: { httpOnly: true },
      },
    },
    graphql: {
      config: {
        endpoint: '/graphql',
        shadowCRUD: true,
        defaultLimit: 100,
        maxLimit: 100,
        depthLimit: GRAPHQL_DEPTH_LIMIT,
        landingPage: setting.bool('GRAPHQL_PLAYGROUND', !production),
        // Strapi merges this into its own Apollo options, appending plugins and validation rules (its
        // depth limit stays).
        apolloServer: {
          introspection: setting.bool('GRAPHQL_INTROSPECTION', !production),
          // The GraphQL route's own CORS (Strapi's default: `*` for everyone): the same origins as
          // strapi::cors (config/middlewares.ts).
          cors: { origin: koaCorsOrigin(corsOriginMatcher(corsOrigins(setting))) },
          includeStacktraceInErrorResponses: !production,
          ...graphqlLimits({ production }),
        },
      },
    },
    upload: {
      config: {
        // Local disk, or an S3-compatible bucket when UPLOAD_S3_BUCKET is set.
        ...uploadStorage().config,
        security: {
          allowedTypes: ['image/*', 'video/*', 'application/pdf'],
          // SVG can carry scripts; generated demo images are PNG/JPEG/WebP.
          deniedTypes: ['image/svg+xml', 'application/x-msdownload', 'application/x-sh', 'text/x-shellscript'],
        },
      },
    },
  };
};

export default config;
