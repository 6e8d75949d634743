import type { Core } from '@strapi/strapi';
import { isProduction, secret } from '../src/lib/env-defaults';
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
        landingPage: env.bool('GRAPHQL_PLAYGROUND', !production),
        // Strapi merges this into its own Apollo options, appending plugins and validation rules (its
        // depth limit stays).
        apolloServer: {
          introspection: env.bool('GRAPHQL_INTROSPECTION', !production),
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
