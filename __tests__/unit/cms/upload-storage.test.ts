import { uploadStorage } from '../../../cms/src/lib/upload-storage';

const installed = () => true;
const bucket = {
  UPLOAD_S3_BUCKET: 'travel-media',
  UPLOAD_S3_PUBLIC_URL: 'https://media.example.com/',
  UPLOAD_S3_REGION: 'eu-west-1',
  UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  UPLOAD_S3_SECRET_ACCESS_KEY: 'example-secret',
};

describe('where the Media Library keeps its files', () => {
  it('keeps the local disk when no bucket is set', () => {
    expect(uploadStorage({}, installed)).toEqual({ config: {}, mediaOrigins: [] });
  });

  it('stores in the bucket under uploads/, linked from the public URL the site reads them at', () => {
    const { config, mediaOrigins } = uploadStorage(bucket, installed);
    expect(config).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'https://media.example.com',
        rootPath: 'uploads',
        s3Options: {
          region: 'eu-west-1',
          credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' },
          params: { Bucket: 'travel-media', ACL: 'public-read' },
        },
      },
    });
    expect(mediaOrigins).toEqual(['https://media.example.com']);
  });

  it('reaches an S3-compatible store (MinIO, R2) at its endpoint, path-style', () => {
    const { config } = uploadStorage({ ...bucket, UPLOAD_S3_ENDPOINT: 'http://minio:9000' }, installed);
    expect((config.providerOptions as { s3Options: object }).s3Options).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
  });

  it('refuses to start with a bucket but no public URL, or without the provider installed', () => {
    expect(() => uploadStorage({ UPLOAD_S3_BUCKET: 'travel-media' }, installed)).toThrow(/UPLOAD_S3_PUBLIC_URL/);
    expect(() => uploadStorage(bucket, () => false)).toThrow('npm --prefix cms install @strapi/provider-upload-aws-s3');
  });
});
