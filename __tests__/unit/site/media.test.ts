import { toMedia } from '@/lib/media';

/** What the CMS's upload providers give, as pages link it. */
describe('toMedia', () => {
  afterEach(() => {
    delete process.env.CMS_MEDIA_URL;
  });

  it('keeps the local provider’s paths as paths of the site', () => {
    expect(toMedia({ url: '/uploads/banff_1a2b.jpg' })?.url).toBe('/uploads/banff_1a2b.jpg');
    expect(toMedia({ url: 'uploads/banff_1a2b.jpg' })?.url).toBe('/uploads/banff_1a2b.jpg');
  });

  it('serves a storage provider’s files under CMS_MEDIA_URL/uploads/ from the site’s own /uploads/', () => {
    process.env.CMS_MEDIA_URL = 'https://media-store.example.com/';
    expect(toMedia({ url: 'https://media-store.example.com/uploads/banff_1a2b.jpg' })?.url).toBe(
      '/uploads/banff_1a2b.jpg',
    );
  });

  it('keeps any other absolute URL as it is (shown without the optimiser)', () => {
    process.env.CMS_MEDIA_URL = 'https://media-store.example.com';
    for (const url of [
      'https://cdn.elsewhere.example/uploads/banff.jpg',
      'https://media-store.example.com/private/banff.jpg',
      'https://media-store.example.com.evil.example/uploads/banff.jpg',
    ])
      expect(toMedia({ url })?.url).toBe(url);
  });
});
