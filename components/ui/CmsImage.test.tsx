import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImageProps } from 'next/image';
import type { Media } from '@/lib/media';
import { editable } from '@/lib/preview/content-source';
import CmsImage, { DEVICE_SIZES, IMAGE_SIZES } from './CmsImage';
import { LeadItem, LeadList } from './lead-image';

const media = (url: string): Media => ({ url, alt: 'Lake Louise at dawn', width: 1200, height: 800, caption: null });

const image = (name = 'Lake Louise at dawn') => screen.getByRole('img', { name });
/** The widths a `srcset` offers ("… 640w" or "… 2x": the optimiser's `w` of each file). */
const widths = (img: HTMLElement) =>
  (img.getAttribute('srcset') ?? '').split(', ').map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate)?.[1]));

describe('CmsImage', () => {
  it('sends the site’s own uploads through the image optimiser, with its alternative text', () => {
    render(<CmsImage media={media('/uploads/lake.jpg')} />);
    // Its CMS size, 1200 px wide: the files at 1x and 2x (2,400 px: the next the optimiser makes).
    expect(image().getAttribute('srcset')).toBe(
      '/_next/image?url=%2Fuploads%2Flake.jpg&w=1200&q=75 1x, /_next/image?url=%2Fuploads%2Flake.jpg&w=3840&q=75 2x',
    );
    expect(image()).toHaveAttribute('src', '/_next/image?url=%2Fuploads%2Flake.jpg&w=3840&q=75');
  });

  it('offers the files at the widths a share of the viewport needs, from its smallest share of a phone', () => {
    render(
      <CmsImage
        media={media('/uploads/lake.jpg')}
        fill
        sizes="(min-width: 1200px) 480px, (min-width: 600px) 42vw, 100vw"
      />,
    );
    // 42% of the narrowest screen (640 px) is 269 px: 384 px and up.
    expect(widths(image())).toEqual([384, 640, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(image()).toHaveAttribute('sizes', '(min-width: 1200px) 480px, (min-width: 600px) 42vw, 100vw');
    expect(image()).toHaveAttribute('src', '/_next/image?url=%2Fuploads%2Flake.jpg&w=3840&q=75');
    expect(image().getAttribute('srcset')).toMatch(/^\/_next\/image\?url=%2Fuploads%2Flake\.jpg&w=384&q=75 384w, /);
  });

  it('offers a slot of a fixed width its 1x and 2x files only, in the box laid out as before', () => {
    render(<CmsImage media={media('/uploads/logo.png')} fill sizes="56px" style={{ objectFit: 'contain' }} />);
    expect(image().getAttribute('srcset')).toBe(
      '/_next/image?url=%2Fuploads%2Flogo.png&w=64&q=75 1x, /_next/image?url=%2Fuploads%2Flogo.png&w=128&q=75 2x',
    );
    expect(image()).not.toHaveAttribute('sizes');
    expect(image()).toHaveStyle({ position: 'absolute', width: '100%', height: '100%', objectFit: 'contain' });
  });

  it('keeps a slot’s image in its own proportions without `fill`', () => {
    render(<CmsImage media={media('/uploads/flag.png')} sizes="48px" style={{ width: 36, height: 24 }} />);
    expect(widths(image())).toEqual([48, 96]);
    expect(image()).toHaveAttribute('width', '48');
    expect(image()).toHaveAttribute('height', '32');
  });

  it('offers an image drawn at a fixed size its 1x and 2x files', () => {
    render(<CmsImage media={media('/uploads/logo.png')} width={44} height={44} />);
    expect(widths(image())).toEqual([48, 96]);
    expect(image()).toHaveAttribute('width', '44');
    expect(image()).toHaveAttribute('height', '44');
  });

  it('shows an image the CMS links on another host as it is, instead of refusing the page', () => {
    render(<CmsImage media={media('https://cdn.elsewhere.example/lake.jpg')} fill sizes="100vw" />);
    expect(image()).toHaveAttribute('src', 'https://cdn.elsewhere.example/lake.jpg');
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('sizes');
  });

  it('shows an SVG as it is (the optimiser does not take SVG)', () => {
    render(<CmsImage media={media('/uploads/icon.svg')} fill sizes="40px" />);
    expect(image()).toHaveAttribute('src', '/uploads/icon.svg');
    expect(image()).not.toHaveAttribute('srcset');
  });

  it('loads lazily, decoding off the main thread, by default', () => {
    render(<CmsImage media={media('/uploads/lake.jpg')} fill sizes="100vw" />);
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).toHaveAttribute('decoding', 'async');
    expect(image()).not.toHaveAttribute('fetchpriority');
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
      const img = image(name);
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    };
    expect(loading('first card')).toEqual(['eager', 'high']);
    expect(loading('second card')).toEqual(['lazy', null]);
    expect(loading('first card of a list further down')).toEqual(['lazy', null]);
  });

  it('loads as its caller says (a hero at once, at high priority)', () => {
    render(<CmsImage media={media('/uploads/hero.jpg')} fill sizes="100vw" loading="eager" fetchPriority="high" />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('hides its alternative text while it loads, and shows it if the image fails', () => {
    render(<CmsImage media={media('/uploads/lake.jpg')} />);
    expect(image().style.color).toBe('transparent');
    fireEvent.error(image());
    expect(image().style.color).toBe('');
  });

  it('takes the caller’s alternative text, class and style', () => {
    render(
      <CmsImage media={media('/uploads/lake.jpg')} alt="" className="Card-image" fill style={{ objectFit: 'cover' }} />,
    );
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveClass('Card-image');
    expect(img).toHaveStyle({ objectFit: 'cover', position: 'absolute' });
  });

  it('marks the media field for the admin’s click-to-edit, in draft mode', () => {
    render(<CmsImage media={{ ...media('/uploads/lake.jpg'), src: 'api::page.page:1:Hero.image' }} />);
    expect(image().outerHTML).toMatch(/data-strapi-source="api::page\.page:1:Hero\.image&amp;type=media"/);
  });
});

/**
 * next/image as the build configures it: the options it inlines (next/dist/build/define-env.js,
 * `process.env.__NEXT_IMAGE_OPTS`) from next.config.js's `images` over Next's defaults.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js')('phase-production-build') as {
  images: { deviceSizes: number[]; imageSizes: number[] };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { imageConfigDefault } = require('next/dist/shared/lib/image-config');
const images = { ...imageConfigDefault, ...nextConfig.images };
type NextImage = typeof import('next/image');
let nextImage: NextImage;
beforeAll(() => {
  // The build inlines an object where Node's process.env holds strings only: a plain object stands
  // in for process.env while next/image reads its options, as its modules load.
  const env = process.env;
  process.env = {
    ...env,
    __NEXT_IMAGE_OPTS: {
      deviceSizes: images.deviceSizes,
      imageSizes: images.imageSizes,
      qualities: images.qualities,
      path: images.path,
      loader: images.loader,
      dangerouslyAllowSVG: images.dangerouslyAllowSVG,
      unoptimized: images.unoptimized,
    } as unknown as string,
  };
  try {
    // The first load of next/image in this file (CmsImage does not import it); React stays shared.
    nextImage = jest.requireActual('next/image');
  } finally {
    process.env = env;
  }
});

describe('CmsImage, next/image without its code', () => {
  it('knows the widths the optimiser makes (next.config.js `images`)', () => {
    expect(DEVICE_SIZES).toEqual(nextConfig.images.deviceSizes);
    expect(IMAGE_SIZES).toEqual(nextConfig.images.imageSizes);
  });

  it('reads the site’s configuration into next/image here', () => {
    const { props } = nextImage.getImageProps({ src: '/uploads/a.jpg', alt: '', fill: true });
    expect(props.srcSet).toContain('&w=828&q=75 828w');
    expect(props.srcSet).not.toContain('&w=750&');
  });

  type Row = [name: string, cms: ComponentProps<typeof CmsImage>, next: Omit<ImageProps, 'alt'>];
  const square: Media = { ...media('/uploads/logo.png'), width: 400, height: 400 };
  const ROWS: Row[] = [
    [
      'fill, sizes 100vw',
      { media: media('/uploads/a.jpg'), fill: true, sizes: '100vw' },
      { src: '/uploads/a.jpg', fill: true, sizes: '100vw' },
    ],
    [
      'fill, a share of the viewport by breakpoint',
      {
        media: media('/uploads/a.jpg'),
        fill: true,
        sizes: '(min-width: 1200px) 480px, (min-width: 600px) 42vw, 100vw',
      },
      { src: '/uploads/a.jpg', fill: true, sizes: '(min-width: 1200px) 480px, (min-width: 600px) 42vw, 100vw' },
    ],
    ['fill without sizes', { media: media('/uploads/a.jpg'), fill: true }, { src: '/uploads/a.jpg', fill: true }],
    [
      'width and height 44x44',
      { media: square, width: 44, height: 44 },
      { src: '/uploads/logo.png', width: 44, height: 44 },
    ],
    [
      'the CMS image’s 1600x900, without sizes',
      { media: { ...media('/uploads/wide.jpg'), width: 1600, height: 900 } },
      { src: '/uploads/wide.jpg', width: 1600, height: 900 },
    ],
    [
      'an external https URL, unoptimized',
      { media: media('https://cdn.elsewhere.example/a b.jpg'), fill: true, sizes: '100vw' },
      { src: 'https://cdn.elsewhere.example/a b.jpg', fill: true, sizes: '100vw', unoptimized: true },
    ],
    [
      'an SVG',
      { media: media('/uploads/icon.svg'), fill: true, sizes: '100vw' },
      { src: '/uploads/icon.svg', fill: true, sizes: '100vw' },
    ],
    [
      'a slot of a fixed width (sizes 56px)',
      { media: square, fill: true, sizes: '56px' },
      { src: '/uploads/logo.png', width: 56, height: 56 },
    ],
    [
      'a slot wider than the largest small size (sizes 184px)',
      { media: media('/uploads/logo.png'), fill: true, sizes: '184px' },
      { src: '/uploads/logo.png', width: 184, height: 123 },
    ],
    [
      'a path to escape',
      { media: media('/uploads/lac léman & co.jpg'), fill: true, sizes: '(min-width: 900px) 50vw, 100vw' },
      { src: '/uploads/lac léman & co.jpg', fill: true, sizes: '(min-width: 900px) 50vw, 100vw' },
    ],
  ];

  it.each(ROWS)('writes srcSet, sizes and src as next/image does: %s', (_name, cms, next) => {
    const { container } = render(<CmsImage {...cms} />);
    const img = container.querySelector('img')!;
    const { props } = nextImage.getImageProps({ ...next, alt: '' });
    expect({
      srcSet: img.getAttribute('srcset') ?? undefined,
      sizes: img.getAttribute('sizes') ?? undefined,
      src: img.getAttribute('src'),
    }).toEqual({ srcSet: props.srcSet, sizes: props.sizes, src: props.src });
  });

  /** CmsImage as it was, through next/image (the component before it drew the `<img>` itself). */
  function throughNextImage({
    media,
    alt,
    fill,
    width,
    height,
    lead,
    ...rest
  }: ComponentProps<typeof CmsImage> & { lead?: boolean }) {
    const Image = nextImage.default;
    const external = /^https?:\/\//i.test(media.url);
    const source = editable(media.src, 'media');
    const match = /^\s*(\d+)px\s*$/.exec(rest.sizes ?? '');
    const slot = match ? Number(match[1]) : null;
    const FILL = { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0 } as const;
    if (slot && !(width && height)) {
      const { sizes: _sizes, style, ...others } = rest;
      const ratio = media.width && media.height ? media.height / media.width : 1;
      const box = fill || !media.width || !media.height;
      return (
        <Image
          src={media.url}
          alt={alt ?? media.alt}
          width={slot}
          height={Math.max(1, Math.round(slot * ratio))}
          unoptimized={external}
          style={box ? { ...FILL, ...style } : style}
          {...others}
          {...source}
        />
      );
    }
    const dimensions =
      width && height
        ? { width, height }
        : fill || !media.width || !media.height
          ? { fill: true }
          : { width: media.width, height: media.height };
    return (
      <Image
        src={media.url}
        alt={alt ?? media.alt}
        {...dimensions}
        unoptimized={external}
        {...(lead ? ({ loading: 'eager', fetchPriority: 'high' } as const) : null)}
        {...rest}
        {...source}
      />
    );
  }

  const html = (element: ReactElement) => renderToStaticMarkup(element);
  const CASES: [name: string, props: ComponentProps<typeof CmsImage> & { lead?: boolean }][] = [
    [
      'a hero',
      {
        media: media('/uploads/hero.jpg'),
        alt: '',
        fill: true,
        loading: 'eager',
        fetchPriority: 'high',
        sizes: '100vw',
        style: { objectFit: 'cover' },
      },
    ],
    [
      'a card',
      {
        media: media('/uploads/card.jpg'),
        fill: true,
        sizes: '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
        style: { objectFit: 'cover', transition: 'transform 300ms' },
      },
    ],
    [
      'the lead card',
      {
        media: media('/uploads/card.jpg'),
        lead: true,
        fill: true,
        sizes: '(min-width: 1200px) 380px, 100vw',
        style: { objectFit: 'cover' },
      },
    ],
    ['the lead card, its CMS size', { media: media('/uploads/card.jpg'), lead: true }],
    [
      'a header logo',
      {
        media: media('/uploads/logo.png'),
        alt: '',
        width: 44,
        height: 44,
        loading: 'eager',
        fetchPriority: 'low',
        style: { objectFit: 'contain' },
      },
    ],
    ['a footer logo', { media: media('/uploads/logo.png'), sizes: '64px', style: { height: 32, width: 'auto' } }],
    [
      'a flag',
      {
        media: media('/uploads/flag.png'),
        alt: '',
        sizes: '48px',
        style: { width: 36, height: 24, objectFit: 'cover', borderRadius: 3 },
      },
    ],
    ['a job’s logo', { media: media('/uploads/logo.png'), fill: true, sizes: '56px', style: { objectFit: 'contain' } }],
    [
      'a photo without its size',
      {
        media: { ...media('/uploads/me.jpg'), width: null, height: null },
        alt: '',
        sizes: '120px',
        style: { objectFit: 'cover' },
      },
    ],
    [
      'an image without its size',
      { media: { ...media('/uploads/me.jpg'), width: null, height: null }, className: 'Photo' },
    ],
    [
      'an external image',
      {
        media: media('https://cdn.elsewhere.example/a.jpg'),
        fill: true,
        sizes: '100vw',
        style: { objectFit: 'cover' },
      },
    ],
    ['an external logo', { media: media('https://cdn.elsewhere.example/a.png'), fill: true, sizes: '56px' }],
    ['an SVG icon', { media: media('/uploads/icon.svg'), fill: true, sizes: '40px', style: { objectFit: 'contain' } }],
    [
      'an image in draft mode',
      { media: { ...media('/uploads/a.jpg'), src: 'api::page.page:1:Hero.image' }, fill: true, sizes: '100vw' },
    ],
  ];

  it.each(CASES)('renders the server HTML next/image rendered, but data-nimg: %s', (_name, { lead, ...props }) => {
    const mine = html(
      <LeadList>
        <LeadItem first={!!lead}>
          <CmsImage {...props} />
        </LeadItem>
      </LeadList>,
    );
    const theirs = html(throughNextImage({ ...props, lead })).replace(/ data-nimg="[^"]*"/, '');
    expect(mine).toBe(theirs);
  });
});
