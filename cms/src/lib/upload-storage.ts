/**
 * Where the Media Library keeps its files (docs/deployment.md, "Uploads").
 *
 * - By default Strapi's local provider, in cms/public/uploads: one CMS machine, its own disk.
 * - With UPLOAD_S3_BUCKET, an S3-compatible bucket through Strapi's `aws-s3` provider (AWS S3,
 *   Cloudflare R2, MinIO, Scaleway, ... with UPLOAD_S3_ENDPOINT), so any number of CMS instances
 *   share the files and none keeps them on disk. Files are stored under `uploads/` and linked as
 *   `<UPLOAD_S3_PUBLIC_URL>/uploads/<file>`; the site, with CMS_MEDIA_URL set to the same public
 *   URL, serves them as its own `/uploads/<file>` (lib/media.ts, lib/cms/media-proxy.ts).
 *
 * The provider is not a dependency of the demo: install `@strapi/provider-upload-aws-s3` (the
 * version of @strapi/strapi) in cms/ where the bucket is used; the CMS refuses to start with a
 * bucket and no provider, or a bucket without its public URL.
 */
import { settings } from './env-defaults';

type Env = Record<string, string | undefined>;

export const S3_PROVIDER_PACKAGE = '@strapi/provider-upload-aws-s3';
/** The folder of the bucket the files go to, the same path the local provider serves them at. */
export const UPLOADS_FOLDER = 'uploads';

export interface UploadStorage {
  /** Merged into the upload plugin's config: provider and its options, or nothing (local). */
  config: Record<string, unknown>;
  /** Origins the admin must be allowed to load images and media from (its Media Library). */
  mediaOrigins: string[];
}

export function uploadStorage(env: Env = process.env, installed = providerInstalled): UploadStorage {
  // Empty means unset, as for every setting (lib/env-defaults).
  const read = settings(env);
  const setting = (name: string) => read(name)?.trim();
  const bucket = setting('UPLOAD_S3_BUCKET');
  if (!bucket) return { config: {}, mediaOrigins: [] };
  const publicUrl = setting('UPLOAD_S3_PUBLIC_URL')?.replace(/\/+$/, '');
  if (!publicUrl || !/^https?:\/\//.test(publicUrl))
    throw new Error(
      'UPLOAD_S3_PUBLIC_URL must be the http(s) URL the bucket’s files are read at (a CDN domain or the bucket’s public URL), set with UPLOAD_S3_BUCKET',
    );
  if (!installed())
    throw new Error(
      `UPLOAD_S3_BUCKET is set but ${S3_PROVIDER_PACKAGE} is not installed: npm --prefix cms install ${S3_PROVIDER_PACKAGE}`,
    );
  const endpoint = setting('UPLOAD_S3_ENDPOINT');
  const accessKeyId = setting('UPLOAD_S3_ACCESS_KEY_ID');
  const secretAccessKey = setting('UPLOAD_S3_SECRET_ACCESS_KEY');
  return {
    config: {
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: publicUrl,
        rootPath: UPLOADS_FOLDER,
        s3Options: {
          region: setting('UPLOAD_S3_REGION') ?? 'us-east-1',
          ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
          // Without keys the AWS SDK's own chain applies (an instance role, AWS_* variables).
          ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
          params: { Bucket: bucket, ACL: setting('UPLOAD_S3_ACL') ?? 'public-read' },
        },
      },
    },
    mediaOrigins: [new URL(publicUrl).origin],
  };
}

function providerInstalled(): boolean {
  try {
    require.resolve(S3_PROVIDER_PACKAGE);
    return true;
  } catch {
    return false;
  }
}
