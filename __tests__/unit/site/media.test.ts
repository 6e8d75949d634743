import { toMedia } from '@/lib/media';

/**
 * What the CMS's upload providers give, as pages link it. A storage provider's links under
 * CMS_MEDIA_URL/uploads/ arrive as site paths (the server rewrote them: media-urls.test.ts).
 */
describe('toMedia', () => {
  afterEach(() => {
    delete process.env.CMS_MEDIA_URL;
  });

  it('keeps the local provider’s paths as paths of the site', () => {
    expect(toMedia({ url: '/uploads/banff_1a2b.jpg' })?.url).toBe('/uploads/banff_1a2b.jpg');
    expect(toMedia({ url: 'uploads/banff_1a2b.jpg' })?.url).toBe('/uploads/banff_1a2b.jpg');
  });

  it('maps alike with CMS_MEDIA_URL set (the server) and unset (the browser): it reads no setting', () => {
    // The server turned the store's links into site paths already (lib/cms/media-urls), so what
    // reaches the mapper is the same on both sides, and so is what it makes of it.
    const raw = { url: 'https://media-store.example.com/uploads/banff_1a2b.jpg' };
    const inTheBrowser = toMedia(raw);
    process.env.CMS_MEDIA_URL = 'https://media-store.example.com';
    expect(toMedia(raw)).toEqual(inTheBrowser);
    expect(toMedia({ url: '/uploads/banff_1a2b.jpg' })?.url).toBe('/uploads/banff_1a2b.jpg');
  });

  it('keeps any absolute URL as it is (shown without the optimiser)', () => {
    process.env.CMS_MEDIA_URL = 'https://media-store.example.com';
    for (const url of [
      'https://cdn.elsewhere.example/uploads/banff.jpg',
      'https://media-store.example.com/private/banff.jpg',
      'https://media-store.example.com.evil.example/uploads/banff.jpg',
    ])
      expect(toMedia({ url })?.url).toBe(url);
  });
});
