import { VIDEO_EMBED_ORIGINS, toVideoEmbed, videoLinkTarget } from '@/lib/video';

const youtube = (id: string) => ({
  provider: 'YouTube',
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
});
const vimeo = (id: string, hash?: string) => ({
  provider: 'Vimeo',
  id,
  embedUrl: `https://player.vimeo.com/video/${id}?${hash ? `h=${hash}&` : ''}autoplay=1&dnt=1`,
});

describe('toVideoEmbed: the video an address names, read strictly', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', youtube('M7lc1UVf-VE')],
    ['http://youtube.com/watch?v=M7lc1UVf-VE&t=42s&list=PL123', youtube('M7lc1UVf-VE')],
    ['https://m.youtube.com/watch?feature=share&v=a-b_c-d_e-f', youtube('a-b_c-d_e-f')],
    ['  https://www.youtube.com/watch?v=M7lc1UVf-VE  ', youtube('M7lc1UVf-VE')],
    ['https://WWW.YouTube.com/watch?v=M7lc1UVf-VE', youtube('M7lc1UVf-VE')],
    ['https://youtu.be/M7lc1UVf-VE', youtube('M7lc1UVf-VE')],
    ['https://youtu.be/M7lc1UVf-VE?si=abc&t=10', youtube('M7lc1UVf-VE')],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', youtube('M7lc1UVf-VE')],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?rel=0', youtube('M7lc1UVf-VE')],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', youtube('M7lc1UVf-VE')],
    ['https://www.youtube.com/live/M7lc1UVf-VE', youtube('M7lc1UVf-VE')],
    ['https://vimeo.com/76979871', vimeo('76979871')],
    ['https://www.vimeo.com/76979871/', vimeo('76979871')],
    ['https://vimeo.com/76979871/8272103f6e', vimeo('76979871', '8272103f6e')],
    ['https://vimeo.com/channels/staffpicks/76979871', vimeo('76979871')],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', vimeo('76979871')],
    ['https://player.vimeo.com/video/76979871', vimeo('76979871')],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', vimeo('76979871', '8272103f6e')],
  ])('%s is a video', (address, expected) => {
    expect(toVideoEmbed(address)).toEqual(expected);
  });

  it.each([
    // Pages that are not one video
    ['https://www.youtube.com/@wayfarercollective'],
    ['https://www.youtube.com/channel/UC1234567890abcdefghij'],
    ['https://www.youtube.com/c/bunac'],
    ['https://www.youtube.com/playlist?list=PL1234567890'],
    ['https://www.youtube.com/results?search_query=camp'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://vimeo.com/'],
    ['https://vimeo.com/channels/staffpicks'],
    ['https://vimeo.com/user12345'],
    ['https://vimeo.com/76979871/likes'],
    ['https://player.vimeo.com/'],
    // Ids of the wrong shape
    ['https://www.youtube.com/watch?v=abc123'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VEx'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-%3Cs'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-"Q'],
    ['https://youtu.be/M7lc1UVf-V'],
    ['https://youtu.be/M7lc1UVf-VE/extra'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE/../../evil'],
    ['https://vimeo.com/7697987a'],
    ['https://player.vimeo.com/video/76979871?h=<script>'],
    ['https://vimeo.com/1234567890123'],
    // Lookalike hosts, credentials, ports
    ['https://youtube.com.evil.example/watch?v=M7lc1UVf-VE'],
    ['https://www.youtube.com.evil.example/watch?v=M7lc1UVf-VE'],
    ['https://evil.example/www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['https://notyoutube.com/watch?v=M7lc1UVf-VE'],
    ['https://youtube.com@evil.example/watch?v=M7lc1UVf-VE'],
    ['https://user:pass@www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['https://www.youtube.com:8443/watch?v=M7lc1UVf-VE'],
    ['https://www.youtube.com./watch?v=M7lc1UVf-VE'],
    ['https://youtu.be.evil.example/M7lc1UVf-VE'],
    ['https://vimeo.com.evil.example/76979871'],
    ['https://evilvimeo.com/76979871'],
    ['https://player.vimeo.com.evil.example/video/76979871'],
    // Other schemes and not addresses at all
    ['javascript:alert(1)//https://www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['java\tscript:alert(1)'],
    ['data:text/html,https://youtu.be/M7lc1UVf-VE'],
    ['ftp://www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['//www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['/watch?v=M7lc1UVf-VE'],
    ['www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['https://www.you\ttube.com/watch?v=M7lc1UVf-VE'],
    ['/uploads/camp-tour.mp4'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('%s is not a video', (address) => {
    expect(toVideoEmbed(address)).toBeNull();
  });

  it('plays only from the two player origins the site allows', () => {
    const origins = ['https://youtu.be/M7lc1UVf-VE', 'https://vimeo.com/76979871'].map(
      (address) => new URL(toVideoEmbed(address)!.embedUrl).origin,
    );
    expect(origins).toEqual([...VIDEO_EMBED_ORIGINS]);
  });
});

describe('videoLinkTarget: where an outbound video link goes', () => {
  it.each([
    ['https://www.youtube.com/@wayfarercollective', { host: 'youtube.com', provider: 'YouTube' }],
    ['https://youtu.be/', { host: 'youtu.be', provider: 'YouTube' }],
    ['https://vimeo.com/channels/staffpicks', { host: 'vimeo.com', provider: 'Vimeo' }],
    ['https://www.example.com/our-films', { host: 'example.com', provider: null }],
    ['https://youtube.com.evil.example/x', { host: 'youtube.com.evil.example', provider: null }],
    ['/our-films/', null],
    ['javascript:alert(1)', null],
  ])('%s', (address, expected) => {
    expect(videoLinkTarget(address)).toEqual(expected);
  });
});
