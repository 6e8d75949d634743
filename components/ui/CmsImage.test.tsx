import { render, screen } from '@testing-library/react';
import CmsImage from './CmsImage';

const media = (url: string) => ({ url, alt: 'Lake Louise at dawn', width: 1200, height: 800, caption: null });

describe('CmsImage', () => {
  it('sends the site’s own uploads through the image optimiser', () => {
    render(<CmsImage media={media('/uploads/lake.jpg')} />);
    expect(screen.getByRole('img', { name: 'Lake Louise at dawn' }).getAttribute('src')).toMatch(
      /^\/_next\/image\?url=%2Fuploads%2Flake\.jpg/,
    );
  });

  it('shows an image the CMS links on another host as it is, instead of refusing the page', () => {
    render(<CmsImage media={media('https://cdn.elsewhere.example/lake.jpg')} />);
    expect(screen.getByRole('img', { name: 'Lake Louise at dawn' })).toHaveAttribute(
      'src',
      'https://cdn.elsewhere.example/lake.jpg',
    );
  });
});
