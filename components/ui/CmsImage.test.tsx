import { render, screen } from '@testing-library/react';
import CmsImage from './CmsImage';
import { LeadItem, LeadList } from './lead-image';

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

  it('loads the first item’s image of the list that opens the page at once, at high priority; nothing else', () => {
    const item = (first: boolean, name: string) => (
      <LeadItem first={first}>
        <CmsImage media={{ ...media(`/uploads/${name}.jpg`), alt: name }} />
      </LeadItem>
    );
    render(
      <>
        <LeadList>
          {item(true, 'first card')}
          {item(false, 'second card')}
        </LeadList>
        {item(true, 'first card of a list further down')}
      </>,
    );
    const loading = (name: string) => {
      const img = screen.getByRole('img', { name });
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    };
    expect(loading('first card')).toEqual(['eager', 'high']);
    expect(loading('second card')).toEqual(['lazy', null]);
    expect(loading('first card of a list further down')).toEqual(['lazy', null]);
  });
});
