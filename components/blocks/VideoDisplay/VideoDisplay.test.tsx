import { screen, within } from '@testing-library/react';
import type { VideoDisplayFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import VideoDisplay from './VideoDisplay';
import { toVideoDisplay, toVideoSource } from './toVideoDisplay';

const raw: VideoDisplayFragment = {
  id: '1',
  rank: 9,
  TagLine: ' Meet the team ',
  Title: 'A summer at Camp Pinewood',
  SubTitle: 'Nine weeks in two minutes',
  Body: 'Counsellors tell you what a day at camp is really like.',
  VideoTitle: 'Life at Camp Pinewood',
  VideoUrl: 'https://www.youtube.com/watch?v=abc123',
  ButtonText1: 'Apply now',
  Button1Link: '/apply/',
  Image: testMedia('camp', 'Campers around a fire'),
};

const render = (overrides: Partial<VideoDisplayFragment> = {}) =>
  renderWithProviders(<VideoDisplay {...toVideoDisplay({ ...raw, ...overrides })!} />);

describe('VideoDisplay', () => {
  it('shows the text beside a poster whose play button links to the video', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'A summer at Camp Pinewood' });
    expect(within(region).getByText('Meet the team')).toBeInTheDocument();
    expect(within(region).getByText('Nine weeks in two minutes')).toBeInTheDocument();
    expect(within(region).getByText(/what a day at camp is really like/)).toBeInTheDocument();
    const play = screen.getByRole('link', { name: 'Play video: Life at Camp Pinewood' });
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(play.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('/uploads/camp.jpg')),
    );
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply/');
    await expectNoAxeViolations(container);
  });

  it('embeds no third-party player', () => {
    const { container } = render();
    expect(container.querySelector('iframe, video, script')).toBeNull();
  });

  it('plays a direct video file natively, loading nothing until play, with the image as poster', async () => {
    const { container } = render({ VideoUrl: '/uploads/camp-tour.MP4?v=2' });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/uploads/camp.jpg');
    expect(video).toHaveAttribute('aria-label', 'Life at Camp Pinewood');
    expect(video.querySelector('source')).toHaveAttribute('src', '/uploads/camp-tour.MP4?v=2');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    expect(screen.queryByRole('link', { name: /Play video/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('tells a video file from a video page', () => {
    expect(toVideoSource('https://cdn.example.com/a/clip.webm')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/a/clip.webm',
      type: 'video/webm',
    });
    expect(toVideoSource('https://vimeo.com/123')).toEqual({
      kind: 'link',
      url: 'https://vimeo.com/123',
    });
    expect(toVideoSource('https://example.com/mp4/watch')).toEqual({
      kind: 'link',
      url: 'https://example.com/mp4/watch',
    });
  });

  it('never links to a javascript: (or other unsafe) video or button address', () => {
    render({ VideoUrl: 'javascript:alert(1)', Button1Link: 'data:text/html,<script>alert(1)</script>' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // The picture is still shown, as a plain image.
    expect(screen.getByRole('img', { name: 'Campers around a fire' })).toBeInTheDocument();
    for (const unsafe of [
      'javascript:alert(1)',
      ' JAVA\tSCRIPT:alert(1)',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example/x.mp4',
    ]) {
      expect(toVideoSource(unsafe)).toBeNull();
    }
  });

  it('names the video by the title when it has no video title, and shows a play button without a poster', () => {
    render({ VideoTitle: '  ', Image: null });
    expect(screen.getByRole('link', { name: 'Play video: A summer at Camp Pinewood' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows CMS text as text, never as markup', () => {
    render({ Title: '<img src=x onerror=alert(1)>', Body: '<script>alert(1)</script>' });
    expect(screen.getByRole('heading', { level: 2, name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('is skipped when there is neither text nor a video', () => {
    expect(toVideoDisplay({ ...raw, TagLine: null, Title: ' ', SubTitle: null, Body: '', VideoUrl: null })).toBeNull();
    expect(toVideoDisplay({ ...raw, TagLine: null, Title: null, SubTitle: null, Body: null })).toMatchObject({
      videoTitle: 'Life at Camp Pinewood',
    });
  });
});

describe('VideoDisplay in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = (overrides: Partial<VideoDisplayFragment> = {}) => ({
    ...raw,
    __typename: 'ComponentBlocksVideoDisplay',
    Image: { __typename: 'UploadFile', ...raw.Image! },
    ...overrides,
  });

  it('marks the texts, the video title and the poster with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<VideoDisplay {...toVideoDisplay(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(toVideoDisplay(placed)!.action!.src?.text).toContain('path=Blocks.0.ButtonText1');
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.ButtonText1=Apply now',
        'Blocks.0.TagLine=Meet the team',
        'Blocks.0.Title=A summer at Camp Pinewood',
        'Blocks.0.SubTitle=Nine weeks in two minutes',
        'Blocks.0.Body=Counsellors tell you what a day at camp is really like.',
        'Blocks.0.VideoTitle=Life at Camp Pinewood',
        'Blocks.0.Image=camp.jpg',
      ]),
    );
  });

  it('does not mark the title again where it stands in for a missing video title', () => {
    const placed = placedBlock(answer({ VideoTitle: null, ButtonText1: null }));
    const { container } = renderWithProviders(<VideoDisplay {...toVideoDisplay(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container).filter((field) => field.startsWith('Blocks.0.Title='))).toHaveLength(1);
    expect(markedFields(container).some((field) => field.startsWith('Blocks.0.VideoTitle='))).toBe(false);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<VideoDisplay {...toVideoDisplay(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
