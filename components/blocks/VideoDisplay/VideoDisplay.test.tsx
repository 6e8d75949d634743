import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  VideoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  ButtonText1: 'Apply now',
  Button1Link: '/apply/',
  Image: testMedia('camp', 'Campers around a fire'),
};

/**
 * WCAG 2.5.3, label in name (axe's label-content-name-mismatch, which needs a browser's layout):
 * the words the control shows, in order, are a run of the words of its accessible name, read as
 * axe reads them.
 */
function expectLabelInName(control: HTMLElement) {
  // axe leaves out what the name says in parentheses.
  const words = (text: string) =>
    text
      .replace(/\([^()]*\)/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  // As axe reads it: the text nodes run together, so two spans with no space between them make
  // one word of their edges ("counsellorPlays").
  const shown = words(control.textContent ?? '');
  const name = words(control.getAttribute('aria-label') ?? '');
  expect(shown.length).toBeGreaterThan(0);
  expect(name.some((_, start) => shown.every((word, i) => name[start + i] === word))).toBe(true);
}

const render = (overrides: Partial<VideoDisplayFragment> = {}) =>
  renderWithProviders(<VideoDisplay {...toVideoDisplay({ ...raw, ...overrides })!} />);

describe('VideoDisplay', () => {
  it('shows the text beside a poster with a play button', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'A summer at Camp Pinewood' });
    expect(within(region).getByText('Meet the team')).toBeInTheDocument();
    expect(within(region).getByText('Nine weeks in two minutes')).toBeInTheDocument();
    expect(within(region).getByText(/what a day at camp is really like/)).toBeInTheDocument();
    const play = screen.getByRole('button', { name: 'Play video: Life at Camp Pinewood. Plays here, from YouTube' });
    expect(within(play).getByText('Plays here, from YouTube')).toBeInTheDocument();
    expectLabelInName(play);
    expect(play.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('/uploads/camp.jpg')),
    );
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply/');
    await expectNoAxeViolations(container);
  });

  it('loads nothing from YouTube or Vimeo before play is pressed: no frame, no script, no address of theirs', () => {
    for (const VideoUrl of ['https://youtu.be/M7lc1UVf-VE', 'https://vimeo.com/76979871']) {
      const { container, unmount } = render({ VideoUrl });
      expect(screen.getByRole('button', { name: /^Play video: Life at Camp Pinewood/ })).toBeInTheDocument();
      expect(container.querySelector('iframe, video, script, object, embed')).toBeNull();
      expect(container.innerHTML).not.toMatch(/youtube(-nocookie)?\.com|youtu\.be|ytimg|vimeo\.com/i);
      unmount();
    }
  });

  it('plays a YouTube video in the page when play is pressed: the no-cookie player, titled, in focus', async () => {
    const user = userEvent.setup();
    const { container } = render();
    await user.click(screen.getByRole('button', { name: /^Play video: Life at Camp Pinewood/ }));
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
    expect(player).toHaveAttribute('title', 'YouTube video: Life at Camp Pinewood');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
    // The player replaces the poster.
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('plays a Vimeo video from the keyboard, with Vimeo’s "do not track"', async () => {
    const user = userEvent.setup();
    const { container } = render({ VideoUrl: 'https://vimeo.com/76979871' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'Play video: Life at Camp Pinewood. Plays here, from Vimeo' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(player).toHaveAttribute('title', 'Vimeo video: Life at Camp Pinewood');
    expect(player).toHaveFocus();
  });

  it('links plainly to an address that is not a video, in a new tab, saying where it goes', async () => {
    const { container } = render({ VideoUrl: 'https://www.youtube.com/@camppinewood' });
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: 'Watch on YouTube: Life at Camp Pinewood. Opens youtube.com in a new tab',
    });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/@camppinewood');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByText('Watch on YouTube')).toBeInTheDocument();
    expect(within(link).getByText('Opens youtube.com')).toBeInTheDocument();
    expect(link.querySelector('svg[data-testid="OpenInNewIcon"]')).not.toBeNull();
    expectLabelInName(link);
    expect(container.querySelector('iframe')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['https://www.example.com/films/summer', 'Watch the video: Life at Camp Pinewood. Opens example.com in a new tab'],
    [
      'https://youtube.com.evil.example/watch?v=M7lc1UVf-VE',
      'Watch the video: Life at Camp Pinewood. Opens youtube.com.evil.example in a new tab',
    ],
    [
      'https://www.youtube.com/watch?v=abc123',
      'Watch on YouTube: Life at Camp Pinewood. Opens youtube.com in a new tab',
    ],
  ])('does not play %s, and names where the link goes', (VideoUrl, name) => {
    const { container } = render({ VideoUrl });
    expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
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

  it('tells a video file from any other address (which the block reads itself: lib/video)', () => {
    expect(toVideoSource('https://cdn.example.com/a/clip.webm')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/a/clip.webm',
      type: 'video/webm',
    });
    expect(toVideoSource('https://vimeo.com/123')).toEqual({ kind: 'link', url: 'https://vimeo.com/123' });
    expect(toVideoSource('https://example.com/mp4/watch')).toEqual({
      kind: 'link',
      url: 'https://example.com/mp4/watch',
    });
  });

  it('links a path of the site in the same tab, saying only what it is', () => {
    render({ VideoUrl: '/our-films/' });
    const link = screen.getByRole('link', { name: 'Watch the video: Life at Camp Pinewood' });
    expect(link).toHaveAttribute('href', '/our-films/');
    expect(link).not.toHaveAttribute('target');
    expectLabelInName(link);
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
    expect(screen.getByRole('button', { name: /^Play video: A summer at Camp Pinewood\./ })).toBeInTheDocument();
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

  it('lets the editor click the video title to edit it without starting the player or following the link', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideoDisplay {...toVideoDisplay(placedBlock(answer()))!} />);
    await user.dblClick(screen.getByText('Life at Camp Pinewood'));
    expect(container.querySelector('iframe')).toBeNull();
    // Anywhere else on the poster plays it.
    await user.click(screen.getByRole('button', { name: /^Play video: Life at Camp Pinewood/ }));
    expect(container.querySelector('iframe')).not.toBeNull();

    const channel = placedBlock(answer({ VideoUrl: 'https://www.youtube.com/@camppinewood' }));
    renderWithProviders(<VideoDisplay {...toVideoDisplay(channel)!} />);
    const title = screen.getAllByText('Life at Camp Pinewood').at(-1)!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    title.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<VideoDisplay {...toVideoDisplay(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
