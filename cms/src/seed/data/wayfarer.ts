import type { SeedModule } from '../types';

/**
 * Wayfarer Collective: a multi-country brand (US, GB, IE, AU markets) for working holidays, gap
 * years and summer camps. British English. Product pages live under a country segment
 * (`/gb/experiences/{experience}/{product}/`); every path ends with a slash.
 */

const BRAND = 'Wayfarer Collective';
const brands = [BRAND];
const BOOKING = 'https://booking.wayfarercollective.com';

const link = (Text: string, URL: string) => ({ Text, URL });
const seo = (Title: string, Description: string) => ({ Title, Description });
const tile = (Title: string, SubTitle: string, TitleMobile: string, LinkLabel: string) => ({
  Title,
  SubTitle,
  TitleMobile,
  LinkLabel,
});
const list = (...texts: string[]) => texts.map((Text, i) => ({ Text, Rank: i + 1 }));
const faq = (rank: number, Title: string, qa: [string, string][]) => ({
  Title,
  rank,
  Questions: qa.map(([Question, Answer]) => ({ Question, Answer })),
});
const usps = (rank: number, Title: string, items: [string, string][]) => ({
  Title,
  rank,
  Items: items.map(([t, Text]) => ({ Title: t, Text })),
});
const product = (experience: string, slug: string) => `/gb/experiences/${experience}/${slug}/`;

const CAMP = product('summer-camp-america', 'camp-counsellor-usa');
const AUS = product('working-holidays', 'work-and-travel-australia');
const ROCKIES = product('gap-year-adventures', 'gap-year-canada-rockies');
const SUPPORT = product('summer-camp-america', 'camp-support-staff-usa');
const IRELAND = product('working-holidays', 'working-holiday-ireland');
const SKI = product('gap-year-adventures', 'ski-season-canada');
const VISA_GUIDE = '/infohub/visa-guide-usa';

const logo = (colours: string[], alt: string, format: 'square' | 'icon' = 'square') => ({
  scene: 'logo' as const,
  mark: 'compass' as const,
  format,
  colours,
  alt,
});

export const wayfarerSeed: SeedModule = {
  images: {
    // Logos
    'wf-logo': logo(
      ['#0B6E69', '#F26B4F', '#FBFAF7'],
      'Wayfarer Collective logo: a coral compass star on a teal circle',
    ),
    'wf-logo-inverse': logo(
      ['#FFFFFF', '#F4B942', '#0B6E69'],
      'Wayfarer Collective logo: a gold compass star on a white circle, for dark backgrounds',
    ),
    'wf-favicon': logo(['#0B6E69', '#F26B4F'], 'Wayfarer Collective compass icon', 'icon'),
    'wf-affiliate-gyta': {
      scene: 'logo',
      mark: 'wave',
      format: 'square',
      colours: ['#1B4965', '#62B6CB'],
      alt: 'Logo of the Gap Year Travel Association, a blue wave mark',
    },
    'wf-affiliate-tpt': {
      scene: 'logo',
      mark: 'sun',
      format: 'square',
      colours: ['#2D6A4F', '#B7E4C7'],
      alt: 'Logo of the Traveller Protection Trust, a green sun mark',
    },
    'wf-partner-pinecrest': {
      scene: 'logo',
      mark: 'pine',
      format: 'square',
      colours: ['#344E41', '#A3B18A'],
      alt: 'Logo of Pinecrest Camp Group, a pine tree mark',
    },
    'wf-partner-harbourline': {
      scene: 'logo',
      mark: 'wave',
      format: 'square',
      colours: ['#023E8A', '#90E0EF'],
      alt: 'Logo of Harbourline Hostels, a wave mark',
    },
    'wf-partner-summit': {
      scene: 'logo',
      mark: 'sun',
      format: 'square',
      colours: ['#6A040F', '#FFBA08'],
      alt: 'Logo of Summit Snow Schools, a rising sun mark',
    },

    // Wide heroes
    'wf-home-hero': {
      scene: 'coast',
      time: 'dawn',
      alt: 'A lighthouse on a grassy headland above the sea at sunrise',
    },
    'wf-usa-lake': { scene: 'lake', alt: 'Two canoes on a lake below forested hills and snow-capped peaks' },
    'wf-australia-beach': {
      scene: 'beach',
      alt: 'A palm tree and a red beach umbrella on golden sand beside a calm sea',
    },
    'wf-canada-mountains': { scene: 'mountains', alt: 'Snow-capped mountain ridges above forested foothills' },
    'wf-ireland-coast': {
      scene: 'coast',
      alt: 'A lighthouse on a green headland overlooking the ocean on a bright day',
    },
    'wf-pattern': {
      scene: 'pattern',
      colours: ['#0B6E69', '#F26B4F', '#F4B942'],
      alt: 'Abstract pattern of teal, coral and gold shapes',
    },

    // Cards and squares
    'wf-campfire': {
      scene: 'campfire',
      time: 'night',
      format: 'card',
      alt: 'A tent and a crackling campfire beneath a moonlit, starry sky',
    },
    'wf-forest': {
      scene: 'forest',
      format: 'card',
      alt: 'Layers of pine forest rolling over green hills in the sunshine',
    },
    'wf-city-night': {
      scene: 'city',
      time: 'night',
      format: 'card',
      alt: 'A city skyline with lit windows at night',
    },
    'wf-snow': {
      scene: 'snow',
      format: 'card',
      alt: 'Snowy mountain slopes with a groomed ski run and scattered pines',
    },
    'wf-canyon': { scene: 'canyon', time: 'dusk', format: 'card', alt: 'Red rock mesas glowing in the evening light' },
    'wf-aurora': {
      scene: 'aurora',
      time: 'night',
      format: 'card',
      alt: 'Green and violet northern lights above snowy mountains and dark pines',
    },
    'wf-beach-dusk': { scene: 'beach', time: 'dusk', format: 'card', alt: 'A palm tree on a quiet beach at dusk' },
    'wf-lake-dawn': { scene: 'lake', time: 'dawn', format: 'square', alt: 'Canoes resting on a still lake at dawn' },
    'wf-coast-square': {
      scene: 'coast',
      time: 'dusk',
      format: 'square',
      alt: 'A lighthouse on a headland above the sea at dusk',
    },
    'wf-mountain-dusk': {
      scene: 'mountains',
      time: 'dusk',
      format: 'square',
      alt: 'Mountain ridges in the soft light of dusk',
    },

    // Tall images for price panels
    'wf-tall-lake': { scene: 'lake', format: 'tall', alt: 'Canoes on a calm camp lake framed by forest' },
    'wf-tall-beach': { scene: 'beach', format: 'tall', alt: 'A palm tree leaning over a sandy beach and calm sea' },
    'wf-tall-snow': { scene: 'snow', format: 'tall', alt: 'Steep snowy slopes dotted with fir trees' },

    // Testimonial portraits (portrait colours: background, skin, hair, shirt)
    'wf-guest-ellie': {
      scene: 'portrait',
      format: 'square',
      colours: ['#F26B4F', '#F1C27D', '#B5651D', '#0B6E69'],
      alt: 'Illustrated portrait of a traveller against a coral background',
    },
    'wf-guest-callum': {
      scene: 'portrait',
      format: 'square',
      colours: ['#0B6E69', '#E0AC69', '#3B2A20', '#F4B942'],
      alt: 'Illustrated portrait of a traveller against a teal background',
    },
    'wf-guest-aoife': {
      scene: 'portrait',
      format: 'square',
      colours: ['#F4B942', '#FFDBAC', '#8B2E16', '#1D2B2A'],
      alt: 'Illustrated portrait of a traveller against a golden background',
    },
  },

  documents: {
    brand: [
      {
        Name: BRAND,
        Slug: 'wayfarer',
        SeoDetails: {
          SiteDomainName: 'www.wayfarercollective.com',
          FavIcon: 'wf-favicon',
          SingleCountryBrand: false,
          SocialShareImage: 'wf-home-hero',
          OrganizationData: {
            Name: 'Wayfarer Collective Ltd',
            Description:
              'Wayfarer Collective arranges working holidays, gap years and summer camp placements for travellers from the UK, Ireland, the USA and Australia.',
            FoundingDate: '2009-03-02',
            Address: {
              Street: '4 Harbourside Quay',
              City: 'Bristol',
              Region: 'City of Bristol',
              PostalCode: 'BS1 5TX',
              Country: 'United Kingdom',
            },
            ContactPoints: [
              {
                Telephone: '+44 117 496 0321',
                Email: 'hello@wayfarercollective.com',
                CountryCode: 'GB',
                ContactType: 'customer service',
              },
              {
                Telephone: '+44 117 496 0388',
                Email: 'bookings@wayfarercollective.com',
                CountryCode: 'GB',
                ContactType: 'sales',
              },
            ],
          },
        },
        countries: ['US', 'GB', 'IE', 'AU'],
      },
    ],

    'brand-setting': [
      {
        Title: 'Wayfarer Collective site settings',
        brand: BRAND,
        Appearance: {
          HeaderLogos: [
            { Image: 'wf-logo', Link: '/', Variant: 'primary' },
            { Image: 'wf-logo-inverse', Link: '/', Variant: 'inverse' },
          ],
          HeaderMenu: [
            {
              Label: 'Destinations',
              URL: '/destinations/',
              rank: 1,
              Children: [
                link('USA', '/destinations/usa/'),
                link('Australia', '/destinations/australia/'),
                link('Canada', '/destinations/canada/'),
                link('Ireland', '/destinations/ireland/'),
              ],
            },
            {
              Label: 'Experiences',
              URL: '/experiences/',
              rank: 2,
              Children: [
                link('Summer Camp America', '/experiences/summer-camp-america/'),
                link('Working Holidays', '/experiences/working-holidays/'),
                link('Gap Year Adventures', '/experiences/gap-year-adventures/'),
              ],
            },
            { Label: 'Jobs', URL: '/jobs/', rank: 3 },
            {
              Label: 'Info hub',
              URL: '/infohub/',
              rank: 4,
              Children: [
                link('US visa guide', VISA_GUIDE),
                link('Preparing for your visa interview', '/infohub/articles/us-visa-interview-tips/'),
                link('Travel essentials', '/travel-essentials/'),
              ],
            },
            { Label: 'Blog', URL: '/blog/', rank: 5 },
            { Label: 'Contact', URL: '/contact-us/', rank: 6 },
          ],
          Fonts: {
            Heading1: { Name: 'Poppins', Weight: 700 },
            Heading2: { Name: 'Poppins', Weight: 700 },
            Heading3: { Name: 'Poppins', Weight: 700 },
            Heading4: { Name: 'Poppins', Weight: 600 },
            Heading5: { Name: 'Poppins', Weight: 600 },
            Heading6: { Name: 'Poppins', Weight: 600 },
            Body1: { Name: 'Inter', Weight: 400 },
            Body2: { Name: 'Inter', Weight: 400 },
            Button: { Name: 'Inter', Weight: 600 },
          },
          Colours: {
            Primary: '#0B6E69',
            Secondary: '#F26B4F',
            Accent: '#F4B942',
            Background: '#FBFAF7',
            Surface: '#FFFFFF',
            Text: '#1D2B2A',
            MutedText: '#5C6B6A',
          },
          ImageTransition: 'fade',
        },
        Navigation: {
          FooterLogos: [{ Image: 'wf-logo-inverse', Link: '/', Variant: 'inverse' }],
          FooterMenu: [
            {
              Title: 'Travel with us',
              Links: [
                link('Summer Camp America', '/experiences/summer-camp-america/'),
                link('Working Holidays', '/experiences/working-holidays/'),
                link('Gap Year Adventures', '/experiences/gap-year-adventures/'),
                link('All destinations', '/destinations/'),
              ],
            },
            {
              Title: 'Plan your trip',
              Links: [
                link('Info hub', '/infohub/'),
                link('Travel essentials', '/travel-essentials/'),
                link('Travel guides', '/travel-guides/'),
                link('Jobs abroad', '/jobs/'),
              ],
            },
            {
              Title: 'Wayfarer Collective',
              Links: [
                link('About us', '/about-us/'),
                link('Contact us', '/contact-us/'),
                link('Events', '/events/'),
                link('News', '/news/'),
                link('Site map', '/sitemap/'),
              ],
            },
          ],
          Social: [
            { Network: 'instagram', URL: 'https://www.instagram.com/wayfarercollective' },
            { Network: 'facebook', URL: 'https://www.facebook.com/wayfarercollective' },
            { Network: 'tiktok', URL: 'https://www.tiktok.com/@wayfarercollective' },
            { Network: 'youtube', URL: 'https://www.youtube.com/@wayfarercollective' },
          ],
          AffiliateLinks: [
            { Image: 'wf-affiliate-gyta', Link: '/about-us/', Variant: 'primary' },
            { Image: 'wf-affiliate-tpt', Link: '/about-us/', Variant: 'primary' },
          ],
          SubFooter: {
            Text: '© 2026 Wayfarer Collective Ltd. Registered in England and Wales, company no. 06841127.',
            Links: [
              link('Privacy policy', '/privacy-policy/'),
              link('Cookie policy', '/cookie-policy/'),
              link('Terms and conditions', '/terms-and-conditions/'),
            ],
          },
          AutomatedMenuItems: [
            { Label: 'Travel guides', Source: 'travelGuides', rank: 1 },
            { Label: 'Upcoming events', Source: 'events', rank: 2 },
            { Label: 'Latest news', Source: 'news', rank: 3 },
          ],
          MyBookingLink: link('My booking', `${BOOKING}/account`),
        },
        BookingHosts: new URL(BOOKING).host,
        Newsletter: {
          ListId: 'wf-newsletter-main',
          EmailTemplateId: 'wf-welcome-2026',
          Title: 'Get the Wayfarer dispatch',
          Text: 'One email a month with new placements, early-bird offers and honest advice from travellers who have just come home.',
          ButtonText: 'Sign me up',
          SuccessText: 'Thanks for joining us! Your first dispatch is on its way.',
          PrivacyCheckboxText:
            'I agree to Wayfarer Collective storing my email address to send me the newsletter. I can unsubscribe at any time.',
        },
        CookiePolicyNotification: {
          Text: 'We use cookies to keep the site working, remember your preferences and understand which pages help travellers most. You can read more in our cookie policy.',
          AcceptButtonText: 'Accept cookies',
          RejectButtonText: 'Reject cookies',
        },
        Embeds: {
          ReviewsWidgets: [
            {
              Name: 'Traveller reviews carousel',
              Provider: 'in-house',
              WidgetId: 'wf-reviews-home-01',
              Placement: 'home',
            },
          ],
          FormEmbeds: [
            {
              Name: 'Programme enquiry form',
              Provider: 'in-house',
              EmbedUrl: '/contact-us/',
              Placement: 'contact-us',
            },
          ],
        },
      },
    ],

    experience: [
      {
        Name: 'Summer Camp America',
        TagLine: 'Nine weeks leading adventures at a US summer camp',
        Slug: 'summer-camp-america',
        rank: 1,
        Hero: {
          BannerImage: 'wf-usa-lake',
          TagLine: 'Summer camp in the USA',
          Title: 'Your summer starts at camp',
          IntroText:
            'Teach the activity you love at a lakeside camp, then travel the States with money you earned along the way.',
          CallToAction: link('See camp roles', CAMP),
          SecondaryAction: link('Read the visa guide', VISA_GUIDE),
        },
        SeoDetails: seo(
          'Summer Camp America | Wayfarer Collective',
          'Work as a camp counsellor or support staff at a US summer camp. Flights, visa sponsorship and insurance arranged.',
        ),
        TileDetails: tile(
          'Summer Camp America',
          'Counsellor and support roles at US camps',
          'Summer Camp',
          'Explore camp roles',
        ),
        FAQ: faq(3, 'Summer camp questions', [
          [
            'Do I need experience with children?',
            'You need at least 150 hours of experience with young people, which can come from coaching, tutoring, youth groups or volunteering. We help you document it during your application.',
          ],
          [
            'How long is a camp summer?',
            'Most camps run for eight to nine weeks between early June and late August. Afterwards you have up to 30 days to travel before you fly home.',
          ],
          [
            'Will I be paid?',
            'Yes. First-year counsellors earn between $2,000 and $2,600 for the summer, and your board and lodging are covered while you are at camp.',
          ],
        ]),
        USP: usps(1, 'Why go to camp with us', [
          [
            'Camps we know personally',
            'Our team visits every partner camp, so we can tell you what the cabins and the kitchens are really like.',
          ],
          [
            'Flights and visa sorted',
            'We sponsor your exchange visa and book your return flight from London, Dublin or Sydney.',
          ],
          ['Support all summer', 'A 24-hour emergency line and a named adviser from application to homecoming.'],
        ]),
        countries: ['US'],
        MediaDisplay: {
          Title: 'A summer at camp, in pictures',
          Body: 'Sunrise paddles, **cabin nights** and campfires that go on a little too late. Here is what our counsellors shared from last summer.',
          Media: ['wf-lake-dawn', 'wf-campfire', 'wf-forest'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Pick your camp role',
          SubTitle: 'Counsellor or support staff: both come with a summer you will not forget',
          rank: 4,
          products_v2: ['camp-counsellor-usa'],
          products: ['camp-support-staff-usa'],
        },
        brands,
      },
      {
        Name: 'Working Holidays',
        TagLine: 'Live, work and travel on a working-holiday visa',
        Slug: 'working-holidays',
        rank: 2,
        Hero: {
          BannerImage: 'wf-australia-beach',
          TagLine: 'Working holidays',
          Title: 'Earn as you explore',
          IntroText:
            'Spend up to two years living like a local in Australia or Ireland, with a job search, a first week of accommodation and a team on the ground.',
          CallToAction: link('Work and travel in Australia', AUS),
          SecondaryAction: link('Working holiday in Ireland', IRELAND),
        },
        SeoDetails: seo(
          'Working Holidays in Australia and Ireland | Wayfarer Collective',
          'Working-holiday packages with visa guidance, arrival accommodation and job support in Australia and Ireland.',
        ),
        TileDetails: tile(
          'Working Holidays',
          'Australia and Ireland, up to two years',
          'Working Holidays',
          'Explore working holidays',
        ),
        FAQ: faq(3, 'Working holiday questions', [
          [
            'Who can apply for a working-holiday visa?',
            'Most schemes are open to 18 to 30 year olds, and some to 35. Rules depend on your passport, so check our info hub before you book.',
          ],
          [
            'Is a job guaranteed?',
            'We cannot guarantee a job, but we run CV workshops in your first week and share live vacancies from partner employers. Most travellers are working within three weeks.',
          ],
          [
            'How much money should I take?',
            'Plan for at least £3,000 to cover your first month of rent, food and travel while you find work.',
          ],
        ]),
        USP: usps(1, 'What makes our working holidays different', [
          [
            'Arrival week sorted',
            'Airport pick-up, six nights in a central hostel and a welcome dinner with other new arrivals.',
          ],
          [
            'Jobs board access',
            'Vacancies from hostels, cafés, farms and resorts that hire our travellers every year.',
          ],
          [
            'Local team',
            'Advisers in Sydney and Dublin to help with tax numbers, bank accounts and the odd homesick day.',
          ],
        ]),
        countries: ['AU', 'IE'],
        MediaDisplay: {
          Title: 'Life on a working holiday',
          Body: 'From **early café shifts** to weekend road trips, a working holiday is the best way to get under the skin of a country.',
          Media: ['wf-beach-dusk', 'wf-city-night', 'wf-coast-square'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Choose your working holiday',
          SubTitle: 'Sunshine and surf, or pubs and wild Atlantic coast',
          rank: 4,
          products_v2: ['work-and-travel-australia'],
          products: ['working-holiday-ireland'],
        },
        brands,
      },
      {
        Name: 'Gap Year Adventures',
        TagLine: 'Seasons in the mountains and journeys you plan yourself',
        Slug: 'gap-year-adventures',
        rank: 3,
        Hero: {
          BannerImage: 'wf-canada-mountains',
          TagLine: 'Gap years',
          Title: 'Take the long way round',
          IntroText:
            'Ski seasons, mountain instructor courses and months of freedom in the Canadian Rockies, planned with people who have done it.',
          CallToAction: link('Explore the Rockies gap year', ROCKIES),
          SecondaryAction: link('Ski season in Canada', SKI),
        },
        SeoDetails: seo(
          'Gap Year Adventures in Canada | Wayfarer Collective',
          'Gap year programmes in the Canadian Rockies: instructor courses, ski seasons and guided adventures with full support.',
        ),
        TileDetails: tile(
          'Gap Year Adventures',
          'Ski seasons and instructor courses',
          'Gap Years',
          'Explore gap years',
        ),
        FAQ: faq(3, 'Gap year questions', [
          [
            'Do I need to be a good skier?',
            'No. Our instructor course starts with intermediate skiers and snowboarders, and the ski season job needs no experience at all.',
          ],
          [
            'How long is a gap year programme?',
            'Programmes run from 11 weeks to a full winter season of five months. You can add independent travel at the end.',
          ],
          [
            'Where will I live?',
            'In shared staff accommodation in Banff, usually in twin rooms, within walking distance of the shuttle to the slopes.',
          ],
        ]),
        USP: usps(1, 'Why take a gap year with Wayfarer', [
          [
            'Qualifications that last',
            'Come home with a recognised instructor certificate and avalanche awareness training.',
          ],
          ['Small groups', 'Gap year groups are capped at 16, so instructors know your name by day two.'],
          ['Flexible payment', 'Spread the cost over up to ten months with no interest.'],
        ]),
        countries: ['CA'],
        MediaDisplay: {
          Title: 'A winter in the Rockies',
          Body: 'Powder mornings, **northern lights** and frozen lakes: this is what a season in Banff looks like.',
          Media: ['wf-snow', 'wf-aurora', 'wf-mountain-dusk'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Pick your season',
          SubTitle: 'Train as an instructor or work the lifts',
          rank: 4,
          products_v2: ['gap-year-canada-rockies'],
          products: ['ski-season-canada'],
        },
        brands,
      },
    ],

    product: [
      {
        Name: 'Camp Support Staff USA',
        Slug: 'camp-support-staff-usa',
        rank: 1,
        Hero: {
          BannerImage: 'wf-forest',
          TagLine: 'Behind the scenes at camp',
          Title: 'Camp Support Staff USA',
          IntroText:
            'Keep camp running in the kitchen, the office or the maintenance crew, with no experience with children needed.',
          CallToAction: link('Apply now', `${BOOKING}/apply/camp-support-staff-usa`),
          SecondaryAction: link('Compare with counsellor roles', CAMP),
        },
        SeoDetails: seo(
          'Camp Support Staff USA | Wayfarer Collective',
          'Work in the kitchen, laundry or maintenance team at a US summer camp. Flights, visa and insurance included.',
        ),
        TileDetails: tile(
          'Camp Support Staff USA',
          'Kitchen, office and maintenance roles',
          'Support Staff',
          'View programme',
        ),
        experience: 'summer-camp-america',
        UspBlocks: usps(1, 'Why support staff love camp', [
          ['Higher pay', 'Support staff earn from $2,400 for the summer, more than first-year counsellors.'],
          ['Evenings off', 'Most support roles finish after dinner, leaving evenings free for the lake.'],
          ['No childcare experience needed', 'Open to anyone aged 18 to 30 who is a full-time student.'],
        ]),
        PriceSection: {
          Title: 'Programme fee',
          SubTitle: 'Everything you need to get to camp',
          Price: 649,
          Currency: 'GBP',
          PriceCTAText: 'Apply now',
          Information: 'Pay a £95 deposit to apply. The balance is due once you are placed with a camp.',
          SummaryLine: 'Includes return flights, visa sponsorship and insurance',
          VerticalImage: 'wf-tall-lake',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Support staff places for summer 2027 are open',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/camp-support-staff-usa`,
        },
        CompatibilityCheck: {
          Title: 'Is this the right role for you?',
          IntroText: 'Support staff roles suit people who like variety, teamwork and being part of a busy community.',
          Items: list(
            'You enjoy practical, hands-on work',
            'You are happy working early mornings',
            'You want to earn while travelling',
            'You like living as part of a big team',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Can you apply?',
          IntroText: 'Check these before you start your application.',
          Items: list(
            'Aged 18 to 30 on 1 June 2027',
            'Enrolled in full-time higher education',
            'Available from early June to mid-August',
            'Hold a passport valid until at least March 2028',
          ),
          rank: 4,
        },
        inclusions: list(
          'Return flights from London or Dublin',
          'Visa sponsorship paperwork',
          'Comprehensive travel insurance',
          'Board and lodging at camp',
          'Pre-departure orientation day',
        ),
        exclusions: list('Visa interview fee', 'Travel after camp', 'Police check certificate'),
        InfoBanner1: {
          Title: 'Not sure which role fits?',
          Body: 'Take a look at the counsellor programme, or ask an adviser for an honest recommendation.',
          Image: 'wf-campfire',
          ButtonText: 'Compare roles',
          ButtonLink: CAMP,
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Getting your visa',
          Body: 'Our step-by-step guide explains the forms, the fee and what to bring to your interview.',
          Image: 'wf-lake-dawn',
          ButtonText: 'Read the visa guide',
          ButtonLink: VISA_GUIDE,
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Meet us in London',
          Body: 'Come to an open evening to meet former support staff and camp directors.',
          Image: 'wf-city-night',
          ButtonText: 'See events',
          ButtonLink: '/events/',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Travel after camp',
          Body: 'Up to 30 days to see the States once camp closes. Our travel essentials help you plan.',
          Image: 'wf-canyon',
          ButtonText: 'Travel essentials',
          ButtonLink: '/travel-essentials/',
          rank: 9,
        },
        FAQ: faq(6, 'Support staff questions', [
          [
            'What jobs do support staff do?',
            'Kitchen prep, dishwashing, laundry, housekeeping, maintenance and office administration. You can list your preferences when you apply.',
          ],
          [
            'Do I get time off?',
            'Yes, usually one day off a week plus some evenings. Camps run trips into town on days off.',
          ],
          [
            'Can I switch to counselling later?',
            'Some camps do move support staff into counselling roles if a place opens up, but it is never guaranteed.',
          ],
        ]),
        blog_posts: ['what-nine-weeks-at-summer-camp-taught-me', 'us-visa-interview-tips'],
        HanoverBookingLinks: [
          { name: 'Apply for summer 2027', url: `${BOOKING}/apply/camp-support-staff-usa?season=2027` },
        ],
        CrossSell: {
          Title: 'You might also like',
          SubTitle: 'Other ways to spend a summer in the USA',
          rank: 10,
          products_v2: ['camp-counsellor-usa'],
          destinations: ['usa'],
        },
        brands,
      },
      {
        Name: 'Working Holiday Ireland',
        Slug: 'working-holiday-ireland',
        rank: 2,
        Hero: {
          BannerImage: 'wf-ireland-coast',
          TagLine: 'Dublin, Galway and the Wild Atlantic Way',
          Title: 'Working Holiday Ireland',
          IntroText:
            'Live in Dublin or Galway for up to a year, with arrival accommodation, job support and a community of fellow travellers.',
          CallToAction: link('Book now', `${BOOKING}/book/working-holiday-ireland`),
          SecondaryAction: link('Read about PPS numbers', '/infohub/articles/getting-your-pps-number-in-ireland/'),
        },
        SeoDetails: seo(
          'Working Holiday Ireland | Wayfarer Collective',
          'A year in Ireland on a working-holiday visa: arrival hostel, job support and local advice in Dublin and Galway.',
        ),
        TileDetails: tile(
          'Working Holiday Ireland',
          'Up to 12 months in Dublin or Galway',
          'Ireland',
          'View programme',
        ),
        experience: 'working-holidays',
        UspBlocks: usps(1, 'Why Ireland', [
          ['Easy to settle in', 'English-speaking, friendly and full of hospitality jobs.'],
          ['Weekend adventures', 'Cliffs, islands and trad music sessions within a short bus ride.'],
          ['Gateway to Europe', 'Cheap flights to the continent from Dublin for your days off.'],
        ]),
        PriceSection: {
          Title: 'Package price',
          SubTitle: 'Your first two weeks, sorted',
          Price: 895,
          Currency: 'GBP',
          PriceCTAText: 'Book now',
          Information: 'Secure your place with a £150 deposit. The balance is due 30 days before you arrive.',
          SummaryLine: 'Includes 10 nights of accommodation and job support',
          VerticalImage: 'wf-tall-beach',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Spring 2027 arrivals are booking now',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/book/working-holiday-ireland`,
        },
        CompatibilityCheck: {
          Title: 'Is Ireland right for you?',
          IntroText: 'A working holiday in Ireland suits sociable travellers who are happy to hunt for their own job.',
          Items: list(
            'You want city life with the countryside close by',
            'You are comfortable with hospitality or retail work',
            'You can cope with changeable weather',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Can you apply?',
          IntroText: 'The Irish working-holiday authorisation depends on your passport.',
          Items: list(
            'Aged 18 to 30 when you apply',
            'An eligible passport, such as Australian or American',
            'Proof of funds of at least €2,000',
            'Return ticket or funds for one',
          ),
          rank: 4,
        },
        inclusions: list(
          'Airport pick-up in Dublin',
          'Ten nights in a central hostel',
          'CV workshop and jobs board access',
          'Help registering for a PPS number',
          'Local SIM card',
        ),
        exclusions: list('Flights', 'Visa application fee', 'Travel insurance'),
        InfoBanner1: {
          Title: 'Explore Galway',
          Body: 'Our travel guide covers jobs, neighbourhoods and the best trad sessions in town.',
          Image: 'wf-coast-square',
          ButtonText: 'Read the Galway guide',
          ButtonLink: '/travel-guides/galway/',
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Tax and paperwork',
          Body: 'Everything you need to register for work in your first week.',
          Image: 'wf-city-night',
          ButtonText: 'Read the guide',
          ButtonLink: '/infohub/articles/getting-your-pps-number-in-ireland/',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Money before you go',
          Body: 'How much to save and how to avoid card fees abroad.',
          Image: 'wf-ireland-coast',
          ButtonText: 'Money essentials',
          ButtonLink: '/travel-essentials/money/',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Talk to an adviser',
          Body: 'Call or message our Dublin team with any question, big or small.',
          Image: 'wf-forest',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 9,
        },
        FAQ: faq(6, 'Ireland questions', [
          [
            'Can UK citizens join this programme?',
            'UK citizens can already live and work in Ireland under the Common Travel Area, so you do not need a visa. You are still welcome on the package for the arrival support.',
          ],
          [
            'What jobs are easiest to find?',
            'Bar, café, hotel and retail work are the most common. Experience helps, but many employers train new starters.',
          ],
          [
            'How expensive is rent?',
            'A room in a shared house costs around €900 to €1,200 a month in Dublin and a little less in Galway.',
          ],
        ]),
        blog_posts: ['getting-your-pps-number-in-ireland'],
        HanoverBookingLinks: [
          { name: 'Book a spring 2027 start', url: `${BOOKING}/book/working-holiday-ireland?start=2027-03` },
          { name: 'Book an autumn 2027 start', url: `${BOOKING}/book/working-holiday-ireland?start=2027-09` },
        ],
        CrossSell: {
          Title: 'More working holidays',
          SubTitle: 'Swap the Atlantic for the Pacific',
          rank: 10,
          products_v2: ['work-and-travel-australia'],
          travel_guides: ['galway'],
        },
        brands,
      },
      {
        Name: 'Ski Season Canada',
        Slug: 'ski-season-canada',
        rank: 3,
        Hero: {
          BannerImage: 'wf-snow',
          TagLine: 'A winter in Banff',
          Title: 'Ski Season Canada',
          IntroText:
            'Work the lifts, rental shop or hotel front desk in Banff and ride the mountains on your days off with a free staff pass.',
          CallToAction: link('Book your season', `${BOOKING}/book/ski-season-canada`),
          SecondaryAction: link('See the instructor course', ROCKIES),
        },
        SeoDetails: seo(
          'Ski Season Canada | Wayfarer Collective',
          'A full winter season working in Banff with a guaranteed job, staff accommodation and a season lift pass.',
        ),
        TileDetails: tile('Ski Season Canada', 'A paid winter job in Banff', 'Ski Season', 'View programme'),
        experience: 'gap-year-adventures',
        UspBlocks: usps(1, 'Why do a season with us', [
          ['Guaranteed job', 'Every place comes with a confirmed job offer before you fly.'],
          ['Season pass included', 'Ride three mountains all winter on your staff pass.'],
          ['Staff housing', 'Shared rooms in Banff town, ten minutes from the ski shuttle.'],
        ]),
        PriceSection: {
          Title: 'Season package',
          SubTitle: 'December to April',
          Price: 1450,
          Currency: 'GBP',
          PriceCTAText: 'Book your season',
          Information: 'A £250 deposit holds your place. You earn an hourly wage from your first shift.',
          SummaryLine: 'Includes job placement, season pass and arrival week',
          VerticalImage: 'wf-tall-snow',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Winter 2027–28 places now open',
          ButtonText: 'Book your season',
          ButtonLink: `${BOOKING}/book/ski-season-canada`,
        },
        CompatibilityCheck: {
          Title: 'Is a ski season right for you?',
          IntroText: 'A season is hard work and huge fun. It suits people who thrive in a team.',
          Items: list(
            'You love the outdoors in all weather',
            'You are happy doing shift work, including weekends',
            'You want to improve your skiing or snowboarding',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Can you apply?',
          IntroText: 'You will need a Canadian working-holiday permit, which we help you apply for.',
          Items: list(
            'Aged 18 to 30 when you apply for the permit',
            'A UK or Irish passport',
            'Proof of funds of at least CAD 2,500',
            'Available from late November to mid-April',
          ),
          rank: 4,
        },
        inclusions: list(
          'Guaranteed job offer',
          'Season lift pass',
          'Four nights of arrival accommodation',
          'Work permit application support',
          'Orientation and avalanche awareness talk',
        ),
        exclusions: list('Flights', 'Staff housing rent (deducted from wages)', 'Ski or board hire'),
        InfoBanner1: {
          Title: 'Discover Banff',
          Body: 'Read our guide to life in Canada’s favourite mountain town.',
          Image: 'wf-mountain-dusk',
          ButtonText: 'Read the Banff guide',
          ButtonLink: '/travel-guides/banff/',
          rank: 5,
        },
        InfoBanner2: {
          Title: 'A season, honestly',
          Body: 'Tom shares the highs and the 5am starts of his first winter.',
          Image: 'wf-aurora',
          ButtonText: 'Read the story',
          ButtonLink: '/blog/my-first-ski-season-in-banff/',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Pack for minus 20',
          Body: 'Our packing essentials cover layers, boots and what you can buy locally.',
          Image: 'wf-snow',
          ButtonText: 'Packing essentials',
          ButtonLink: '/travel-essentials/packing/',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Questions about your permit?',
          Body: 'Our Canada team replies within one working day.',
          Image: 'wf-canada-mountains',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 9,
        },
        FAQ: faq(6, 'Ski season questions', [
          [
            'How much will I earn?',
            'Entry-level resort jobs pay around CAD 17 to 19 an hour, with tips in some roles. Most people cover their living costs and save a little.',
          ],
          [
            'Can I choose my job?',
            'You rank your preferences and we match you with an employer. Lift operations and rental shops are the most common first-season jobs.',
          ],
          [
            'When do I need to book?',
            'Jobs are confirmed in the order applications arrive, so we recommend booking by the end of June.',
          ],
        ]),
        blog_posts: ['my-first-ski-season-in-banff'],
        HanoverBookingLinks: [{ name: 'Book winter 2027–28', url: `${BOOKING}/book/ski-season-canada?season=2027-28` }],
        CrossSell: {
          Title: 'Make more of your winter',
          SubTitle: 'Add a qualification to your season',
          rank: 10,
          products_v2: ['gap-year-canada-rockies'],
          destinations: ['canada'],
        },
        brands,
      },
    ],

    'product-v2': [
      {
        Name: 'Camp Counsellor USA',
        Slug: 'camp-counsellor-usa',
        rank: 1,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Camp Counsellor USA',
            TagLine: 'Nine weeks, one cabin, a summer you will talk about for years',
            IntroText:
              'Teach the activity you love at a US summer camp, with flights, visa sponsorship and insurance arranged for you.',
            backgroundImage: 'wf-usa-lake',
            CallToAction: link('Apply now', `${BOOKING}/apply/camp-counsellor-usa`),
            SecondaryAction: link('Read the visa guide', VISA_GUIDE),
          },
          TickerBanner: 'Early-bird places for summer 2027 close on 31 January',
        },
        SeoDetails: seo(
          'Camp Counsellor USA | Wayfarer Collective',
          'Spend summer 2027 as a counsellor at a US summer camp. Return flights, visa sponsorship and insurance from £795.',
        ),
        TileDetails: tile(
          'Camp Counsellor USA',
          'Nine weeks at a US summer camp from £795',
          'Camp Counsellor',
          'View programme',
        ),
        experience: 'summer-camp-america',
        Sections: [
          {
            __component: 'blocks.usp-list',
            ...usps(1, 'Why our counsellors come back', [
              ['Matched to your skills', 'Climbers climb, sailors sail: we place you where your skills are needed.'],
              ['All the paperwork handled', 'Visa sponsorship, insurance and flights are included in one price.'],
              ['Paid for your summer', 'Earn up to $2,600 plus free board and lodging at camp.'],
            ]),
          },
          {
            __component: 'blocks.cost-section',
            Title: 'What it costs',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              {
                Text: 'Registration deposit',
                TooltipText: 'Paid when you apply. Fully refunded if we cannot find you a camp.',
                Price: 95,
              },
              {
                Text: 'Programme fee',
                TooltipText: 'Due when you are matched with a camp. Covers visa sponsorship and orientation.',
                Price: 450,
              },
              {
                Text: 'Flight and insurance balance',
                TooltipText: 'Due eight weeks before departure. Covers your return flight and travel insurance.',
                Price: 250,
              },
            ],
            TotalPrice: 795,
            Button: link('Start your application', `${BOOKING}/apply/camp-counsellor-usa`),
            Inclusions: list(
              'Return flights from London, Manchester or Dublin',
              'Visa sponsorship documents',
              'Travel and medical insurance',
              'Board and lodging at camp',
              'Orientation day and 24-hour support line',
            ),
            Exclusions: list('Visa interview fee (about £150)', 'Police check certificate', 'Travel after camp'),
            rank: 2,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Five things you will do at camp',
            Items: [
              {
                Title: 'Lead a sunrise paddle',
                Body: 'Take your cabin out on the lake before breakfast.',
                Image: 'wf-lake-dawn',
              },
              {
                Title: 'Run a campfire night',
                Body: 'Songs, skits and far too many marshmallows.',
                Image: 'wf-campfire',
              },
              {
                Title: 'Teach your specialism',
                Body: 'From archery to arts and crafts, share what you love.',
                Image: 'wf-forest',
              },
              {
                Title: 'Go on an overnight trip',
                Body: 'Hike out with campers and sleep under the stars.',
                Image: 'wf-mountain-dusk',
              },
              {
                Title: 'Road-trip after camp',
                Body: 'Use your 30 travel days to see the canyons of the west.',
                Image: 'wf-canyon',
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'From application to arrival',
            Steps: [
              {
                Title: 'Apply online',
                Body: 'Tell us about your skills and pay your deposit.',
                TimeFrame: 'September to February',
              },
              {
                Title: 'Interview',
                Body: 'A friendly video call with one of our advisers.',
                TimeFrame: 'Within two weeks',
              },
              {
                Title: 'Camp match',
                Body: 'Camp directors review your profile and offer you a role.',
                TimeFrame: 'January to April',
              },
              {
                Title: 'Visa appointment',
                Body: 'We send your sponsorship forms and help you prepare.',
                TimeFrame: 'April to May',
              },
              { Title: 'Fly to camp', Body: 'Orientation, then off to meet your cabin.', TimeFrame: 'Early June' },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'From last summer’s counsellors',
            Items: [
              {
                Quote:
                  'I went for the climbing wall and came home with friends from eleven countries. Best decision I have made.',
                Name: 'Ellie Marsden',
                Role: 'Climbing counsellor, summer 2026',
                Photo: 'wf-guest-ellie',
                Rating: 5,
              },
              {
                Quote:
                  'The visa guide made the embassy interview painless, and my adviser answered every nervous email within a day.',
                Name: 'Callum Reid',
                Role: 'Waterfront counsellor, summer 2026',
                Photo: 'wf-guest-callum',
                Rating: 5,
              },
              {
                Quote: 'Exhausting, joyful, ridiculous. My campers still send me drawings.',
                Name: 'Aoife Brennan',
                Role: 'Arts counsellor, summer 2025',
                Photo: 'wf-guest-aoife',
                Rating: 4,
              },
            ],
            rank: 5,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Camp life',
            Images: ['wf-usa-lake', 'wf-campfire', 'wf-forest', 'wf-lake-dawn'],
            rank: 6,
          },
          {
            __component: 'blocks.faq',
            ...faq(7, 'Counsellor questions', [
              [
                'What skills are camps looking for?',
                'Water sports, climbing, tennis, arts, music and drama are always in demand. General counsellors with strong childcare experience are welcome too.',
              ],
              [
                'Can I choose my camp?',
                'You can tell us your preferred region and camp type. Final matches are made by camp directors who read your profile.',
              ],
              [
                'What happens if I am not placed?',
                'If we cannot place you by 1 May, we refund your deposit and programme fee in full.',
              ],
            ]),
          },
          {
            __component: 'blocks.video-display',
            TagLine: 'Watch',
            Title: 'A day at camp in three minutes',
            SubTitle: 'Filmed by our counsellors at a lakeside camp in Pennsylvania',
            Body: 'From the 7am wake-up bell to lights out, see what a counsellor’s day really looks like.',
            VideoTitle: 'A day in the life of a camp counsellor',
            // A video's own address, as an editor pastes it from YouTube's Share button: it plays on
            // the page (click to load). The brand is fictional and so is the id; a channel page
            // (as BUNAC's and Timberline's blocks link) is shown as a link to YouTube instead.
            VideoUrl: 'https://youtu.be/Wq4cT7bN2xE',
            ButtonText1: 'Apply now',
            Button1Link: `${BOOKING}/apply/camp-counsellor-usa`,
            Image: 'wf-campfire',
            rank: 8,
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Summer 2027 places are filling fast',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/camp-counsellor-usa`,
        },
        HanoverBookingLinks: [
          { name: 'Apply for summer 2027', url: `${BOOKING}/apply/camp-counsellor-usa?season=2027` },
        ],
        brands,
      },
      {
        Name: 'Work and Travel Australia',
        Slug: 'work-and-travel-australia',
        rank: 2,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Work and Travel Australia',
            TagLine: 'Twelve months of sunshine, surf and paid work',
            IntroText: 'Land in Sydney with your first week sorted, then work and travel your way up the east coast.',
            backgroundImage: 'wf-australia-beach',
            CallToAction: link('Book now', `${BOOKING}/book/work-and-travel-australia`),
            SecondaryAction: link('Read the Byron Bay guide', '/travel-guides/byron-bay/'),
          },
          TickerBanner: 'Save £100 on all March 2027 departures',
        },
        SeoDetails: seo(
          'Work and Travel Australia | Wayfarer Collective',
          'A working-holiday package for Australia with visa help, six nights in Sydney, job support and a local team.',
        ),
        TileDetails: tile(
          'Work and Travel Australia',
          'Up to 12 months down under from £1,145',
          'Australia',
          'View programme',
        ),
        experience: 'working-holidays',
        Sections: [
          {
            __component: 'blocks.cost-section',
            Title: 'Package price',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              { Text: 'Deposit', TooltipText: 'Secures your departure date. Paid when you book.', Price: 150 },
              {
                Text: 'Visa and arrival package',
                TooltipText:
                  'Due 90 days before departure. Covers visa support, airport pick-up and six nights in Sydney.',
                Price: 600,
              },
              {
                Text: 'Insurance and final balance',
                TooltipText: 'Due 45 days before departure. Includes 12 months of working-holiday insurance.',
                Price: 395,
              },
            ],
            TotalPrice: 1145,
            Button: link('Book your departure', `${BOOKING}/book/work-and-travel-australia`),
            Inclusions: list(
              'Working-holiday visa application support',
              'Airport pick-up in Sydney',
              'Six nights in a harbourside hostel',
              'Tax file number and bank account help',
              '12 months of working-holiday insurance',
            ),
            Exclusions: list('Flights to Australia', 'Visa government fee', 'Accommodation after week one'),
            rank: 1,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five east coast experiences',
            Items: [
              {
                Title: 'Sunrise at the lighthouse',
                Body: 'Walk up to mainland Australia’s most easterly point.',
                Image: 'wf-beach-dusk',
              },
              {
                Title: 'Learn to surf',
                Body: 'Take a beginner lesson on a gentle point break.',
                Image: 'wf-australia-beach',
              },
              {
                Title: 'Harbour nights',
                Body: 'Ferry across the harbour as the city lights come on.',
                Image: 'wf-city-night',
              },
              {
                Title: 'Rainforest hikes',
                Body: 'Waterfalls and swimming holes in the hinterland.',
                Image: 'wf-forest',
              },
              {
                Title: 'Coastal road trip',
                Body: 'Share a campervan with friends from your hostel.',
                Image: 'wf-coast-square',
              },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Travellers on Australia',
            Items: [
              {
                Quote: 'I had a barista job in Sydney by day nine. The CV workshop really works.',
                Name: 'Jess Okonkwo',
                Role: 'Work and Travel Australia, 2026',
                Rating: 5,
              },
              {
                Quote: 'Byron Bay for six months, then three months picking mangoes. No regrets.',
                Name: 'Rory Whelan',
                Role: 'Work and Travel Australia, 2025',
                Photo: 'wf-guest-callum',
                Rating: 5,
              },
              {
                Quote: 'Having someone to ring when my bank card got swallowed was worth the price alone.',
                Name: 'Hannah Lowe',
                Role: 'Work and Travel Australia, 2026',
                Rating: 4,
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'How it works',
            Steps: [
              {
                Title: 'Book your departure',
                Body: 'Choose a month and pay your deposit.',
                TimeFrame: 'Up to 12 months ahead',
              },
              {
                Title: 'Apply for your visa',
                Body: 'We check your application before you submit it.',
                TimeFrame: '3 months before',
              },
              {
                Title: 'Pre-departure call',
                Body: 'Budget, packing and job-hunting tips.',
                TimeFrame: '1 month before',
              },
              {
                Title: 'Arrive in Sydney',
                Body: 'Airport pick-up, welcome dinner and CV workshop.',
                TimeFrame: 'Week one',
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Life down under',
            Images: ['wf-australia-beach', 'wf-beach-dusk', 'wf-city-night', 'wf-tall-beach'],
            rank: 5,
          },
          {
            __component: 'blocks.offer-banner',
            Title: 'Save £100 on March departures',
            Subtitle: 'Autumn in Australia means warm seas and fewer crowds',
            Background: 'wf-pattern',
            ButtonText: 'Book a March departure',
            ButtonLink: `${BOOKING}/book/work-and-travel-australia?month=2027-03`,
            IntroText: 'Book by 31 December 2026 to claim your saving.',
            rank: 6,
          },
        ],
        BookNowFloatingBanner: {
          Text: 'March 2027 departures: save £100',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/book/work-and-travel-australia`,
        },
        HanoverBookingLinks: [
          { name: 'Book a 2027 departure', url: `${BOOKING}/book/work-and-travel-australia?year=2027` },
        ],
        brands,
      },
      {
        Name: 'Gap Year in the Canadian Rockies',
        Slug: 'gap-year-canada-rockies',
        rank: 3,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Gap Year in the Canadian Rockies',
            TagLine: 'Eleven weeks to become a qualified ski or snowboard instructor',
            IntroText:
              'Train with expert coaches in Banff, earn your first instructor certificate and live the mountain life all winter.',
            backgroundImage: 'wf-canada-mountains',
            CallToAction: link('Book your place', `${BOOKING}/book/gap-year-canada-rockies`),
            SecondaryAction: link('Read the Banff guide', '/travel-guides/banff/'),
          },
          TickerBanner: 'Only 16 places per group for January 2027',
        },
        SeoDetails: seo(
          'Gap Year in the Canadian Rockies | Wayfarer Collective',
          'An 11-week ski and snowboard instructor gap year in Banff with coaching, accommodation, lift pass and certification.',
        ),
        TileDetails: tile(
          'Gap Year in the Canadian Rockies',
          '11-week instructor course from £2,495',
          'Canadian Rockies',
          'View programme',
        ),
        experience: 'gap-year-adventures',
        Sections: [
          {
            __component: 'blocks.usp-list',
            ...usps(1, 'What you get', [
              ['Certified coaches', 'Over 200 hours of on-snow coaching from experienced trainers.'],
              ['Two qualifications', 'Level 1 instructor certificate plus avalanche awareness.'],
              ['Mountain living', 'Shared lodge rooms with a hot tub and a view of the peaks.'],
            ]),
          },
          {
            __component: 'blocks.cost-section',
            Title: 'Course price',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              { Text: 'Deposit', TooltipText: 'Reserves your place in the group. Paid when you book.', Price: 250 },
              {
                Text: 'Second payment',
                TooltipText: 'Due 120 days before the start date. Covers coaching and your lift pass.',
                Price: 1200,
              },
              {
                Text: 'Final balance',
                TooltipText: 'Due 60 days before the start date. Covers lodge accommodation and exam fees.',
                Price: 1045,
              },
            ],
            TotalPrice: 2495,
            Button: link('Book your place', `${BOOKING}/book/gap-year-canada-rockies`),
            Inclusions: list(
              '11 weeks of coaching',
              'Season lift pass',
              'Lodge accommodation with breakfast',
              'Instructor exam fees',
              'Avalanche awareness course',
            ),
            Exclusions: list('Flights to Calgary', 'Ski or board equipment', 'Evening meals'),
            rank: 2,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five Rockies moments',
            Items: [
              { Title: 'First tracks', Body: 'Be on the first chair after a fresh dump of powder.', Image: 'wf-snow' },
              { Title: 'Northern lights', Body: 'Catch the aurora over a frozen lake.', Image: 'wf-aurora' },
              {
                Title: 'Alpenglow evenings',
                Body: 'Watch the peaks turn pink from the lodge hot tub.',
                Image: 'wf-mountain-dusk',
              },
              {
                Title: 'Frozen lake skating',
                Body: 'Skate on a natural rink beneath the mountains.',
                Image: 'wf-canada-mountains',
              },
              {
                Title: 'Exam day',
                Body: 'Pass your instructor exam with your group cheering you on.',
                Image: 'wf-tall-snow',
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'Your 11 weeks',
            Steps: [
              {
                Title: 'Arrival and kit fitting',
                Body: 'Settle into the lodge and meet your coaches.',
                TimeFrame: 'Week 1',
              },
              {
                Title: 'Technique camp',
                Body: 'Daily coaching to sharpen your own riding.',
                TimeFrame: 'Weeks 2 to 5',
              },
              {
                Title: 'Teaching skills',
                Body: 'Learn how to teach beginners safely and clearly.',
                TimeFrame: 'Weeks 6 to 8',
              },
              { Title: 'Exams', Body: 'Sit your Level 1 instructor exam.', TimeFrame: 'Week 9' },
              {
                Title: 'Freeride and farewell',
                Body: 'Explore the backcountry with a guide before heading home.',
                TimeFrame: 'Weeks 10 and 11',
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'From our last group',
            Items: [
              {
                Quote: 'I arrived a nervous intermediate and left with a job offer at a ski school.',
                Name: 'Finn Harper',
                Role: 'Rockies gap year, January 2026',
                Rating: 5,
              },
              {
                Quote: 'The coaches were brilliant and the lodge felt like home by the second week.',
                Name: 'Isla Grant',
                Role: 'Rockies gap year, January 2026',
                Photo: 'wf-guest-ellie',
                Rating: 5,
              },
              {
                Quote: 'Seeing the northern lights on a Tuesday night after a full day of coaching is something else.',
                Name: 'Keelan Doyle',
                Role: 'Rockies gap year, January 2025',
                Photo: 'wf-guest-aoife',
                Rating: 5,
              },
            ],
            rank: 5,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Winter in Banff',
            Images: ['wf-snow', 'wf-aurora', 'wf-mountain-dusk', 'wf-canada-mountains'],
            rank: 6,
          },
          {
            __component: 'blocks.faq',
            ...faq(7, 'Course questions', [
              [
                'What level do I need to be?',
                'You should be able to ski or ride red runs confidently. If you are unsure, send us a short video and a coach will advise.',
              ],
              [
                'Is the exam pass guaranteed?',
                'No, but over 90% of our trainees pass first time. If you do not, you can resit once at no extra cost.',
              ],
              [
                'Can I work after the course?',
                'Yes. With a working-holiday permit you can stay on for the rest of the season, and we share vacancies from local ski schools.',
              ],
            ]),
          },
        ],
        BookNowFloatingBanner: {
          Text: 'January 2027 group: 16 places',
          ButtonText: 'Book your place',
          ButtonLink: `${BOOKING}/book/gap-year-canada-rockies`,
        },
        HanoverBookingLinks: [
          { name: 'January 2027 group', url: `${BOOKING}/book/gap-year-canada-rockies?start=2027-01-09` },
          { name: 'February 2027 group', url: `${BOOKING}/book/gap-year-canada-rockies?start=2027-02-06` },
        ],
        brands,
      },
      {
        Name: 'US Visa Guide for Camp Staff',
        Slug: 'visa-guide-usa',
        rank: 4,
        IsInfoHubPage: true,
        productHero: {
          heroTextSection: {
            Title: 'US visa guide for camp staff',
            TagLine: 'Info hub',
            IntroText:
              'Everything you need to know about the exchange visitor visa for summer camp, from forms to the embassy interview.',
            backgroundImage: 'wf-lake-dawn',
            CallToAction: link('Explore camp roles', CAMP),
            SecondaryAction: link('Interview tips', '/infohub/articles/us-visa-interview-tips/'),
          },
        },
        SeoDetails: seo(
          'US Visa Guide for Summer Camp Staff | Wayfarer Collective',
          'How the exchange visitor visa works for summer camp staff: forms, fees, interview tips and timings.',
        ),
        TileDetails: tile('US visa guide', 'Forms, fees and interview tips', 'US Visa Guide', 'Read the guide'),
        experience: 'summer-camp-america',
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'How the camp visa works',
            Body:
              'Everyone working at a US summer camp through Wayfarer travels on an **exchange visitor visa**. We act as your sponsor, which means we issue the document you need to book a visa interview.\n\n' +
              '### What you will need\n\n' +
              '- A passport valid for at least six months after your return date\n' +
              '- Your sponsorship form, which we send once you are matched with a camp\n' +
              '- Proof that you paid the visa application fee\n' +
              '- A recent passport photo\n\n' +
              'Interview slots in London and Belfast get busy from April, so book yours as soon as your forms arrive.',
            rank: 1,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'Your visa, step by step',
            Steps: [
              {
                Title: 'Camp match confirmed',
                Body: 'Your camp offer triggers your sponsorship paperwork.',
                TimeFrame: 'January to April',
              },
              {
                Title: 'Sponsorship form issued',
                Body: 'We post your signed form and a checklist.',
                TimeFrame: 'Within 10 days of your match',
              },
              {
                Title: 'Online application',
                Body: 'Complete the visa application form and pay the fee.',
                TimeFrame: 'Same week',
              },
              {
                Title: 'Embassy interview',
                Body: 'A short interview where you explain your plans.',
                TimeFrame: 'April to May',
              },
              {
                Title: 'Passport returned',
                Body: 'Your visa arrives by courier, ready for your flight.',
                TimeFrame: 'About one week later',
              },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'Visa questions', [
              [
                'How much does the visa cost?',
                'The government application fee is about £150, paid online before your interview. It is not included in your programme price.',
              ],
              [
                'What if my visa is refused?',
                'Refusals are rare for prepared applicants. If it happens, we refund your programme fee minus the deposit.',
              ],
              [
                'Can I travel after camp on this visa?',
                'Yes. You have a grace period of up to 30 days after your programme end date to travel within the USA.',
              ],
              [
                'Do I need a visa if I have dual nationality?',
                'Only a US passport exempts you. Any other combination of passports still needs the exchange visitor visa.',
              ],
            ]),
          },
          {
            __component: 'blocks.info-banner',
            Title: 'Nervous about the interview?',
            Body: 'Read our interview tips, written by an adviser who has prepared hundreds of camp staff.',
            Image: 'wf-campfire',
            ButtonText: 'Read the tips',
            ButtonLink: '/infohub/articles/us-visa-interview-tips/',
            rank: 4,
          },
        ],
        brands,
      },
    ],

    destination: [
      {
        Name: 'USA',
        Slug: 'usa',
        rank: 1,
        Hero: {
          BannerImage: 'wf-usa-lake',
          TagLine: 'Summer camps and road trips',
          Title: 'Spend your summer in the USA',
          IntroText:
            'Lead canoe trips and campfire nights at a summer camp, then travel coast to coast with dollars in your pocket.',
          CallToAction: link('See camp roles', CAMP),
          SecondaryAction: link('Read the visa guide', VISA_GUIDE),
        },
        SeoDetails: seo(
          'Summer Camp and Travel in the USA | Wayfarer Collective',
          'Work at a US summer camp as a counsellor or support staff, then travel for up to 30 days. Flights and visa included.',
        ),
        TileDetails: tile('USA', 'Summer camps, support roles and road trips', 'USA', 'Explore the USA'),
        country: 'US',
        products: ['camp-support-staff-usa'],
        products_v2: ['camp-counsellor-usa'],
        OfferBanner: {
          Title: 'Early-bird camp places',
          Subtitle: 'Save £50 when you apply before 31 January',
          PromotionLogo: 'wf-logo',
          LogoLink: CAMP,
          Background: 'wf-pattern',
          ButtonText: 'Apply now',
          ButtonLink: CAMP,
          IntroText: 'The earliest applicants get first pick of camps and roles.',
          rank: 1,
        },
        USPs: usps(2, 'Why the USA with Wayfarer', [
          ['Over 90 partner camps', 'From Maine lakes to California mountains.'],
          ['One price, no surprises', 'Flights, visa sponsorship and insurance included.'],
          ['Travel time built in', 'Up to 30 days to explore after camp closes.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Where our travellers head next',
          SubTitle: 'Guides written by people who have lived there',
          rank: 3,
          travel_guides: ['banff', 'byron-bay', 'galway'],
        },
        FAQ: faq(4, 'USA questions', [
          [
            'When should I apply for summer camp?',
            'Applications open in September. Apply by January for the best choice of camps.',
          ],
          [
            'Can I go if I am not a student?',
            'Counsellor roles are open to anyone aged 18 to 30. Support staff roles require you to be in full-time higher education.',
          ],
          [
            'How much can I save?',
            'Most counsellors come home with between £800 and £1,500 after travelling, because food and lodging are covered at camp.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our partners in the USA',
          Logos: [
            { Name: 'Pinecrest Camp Group', Image: 'wf-partner-pinecrest', rank: 1 },
            { Name: 'Gap Year Travel Association', Image: 'wf-affiliate-gyta', rank: 2 },
            { Name: 'Traveller Protection Trust', Image: 'wf-affiliate-tpt', rank: 3 },
          ],
          rank: 5,
        },
        news: ['Summer camp placements for 2027 are now open'],
        events: ['Wayfarer Open Evening – London'],
        brands,
      },
      {
        Name: 'Australia',
        Slug: 'australia',
        rank: 2,
        Hero: {
          BannerImage: 'wf-australia-beach',
          TagLine: 'Working holidays down under',
          Title: 'Work and travel in Australia',
          IntroText:
            'Swap grey skies for the east coast: a year of café shifts, surf lessons and road trips with friends you meet on day one.',
          CallToAction: link('See the package', AUS),
          SecondaryAction: link('Byron Bay guide', '/travel-guides/byron-bay/'),
        },
        SeoDetails: seo(
          'Working Holidays in Australia | Wayfarer Collective',
          'Work and travel in Australia for up to 12 months with visa support, arrival accommodation in Sydney and job help.',
        ),
        TileDetails: tile('Australia', 'Working holidays on the east coast', 'Australia', 'Explore Australia'),
        country: 'AU',
        products_v2: ['work-and-travel-australia'],
        OfferBanner: {
          Title: 'Save £100 on March departures',
          Subtitle: 'Warm seas, fewer crowds',
          Background: 'wf-pattern',
          ButtonText: 'See the package',
          ButtonLink: AUS,
          IntroText: 'Book by 31 December 2026 to claim your saving.',
          rank: 1,
        },
        USPs: usps(2, 'Why Australia with Wayfarer', [
          ['Arrival week included', 'Airport pick-up and six nights by the harbour.'],
          ['Jobs within weeks', 'Most travellers find work within three weeks of landing.'],
          ['A team in Sydney', 'Local advisers for tax, banking and everything in between.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Australia travel guides',
          SubTitle: 'Our favourite spots on the east coast and beyond',
          rank: 3,
          travel_guides: ['byron-bay', 'banff', 'galway'],
        },
        FAQ: faq(4, 'Australia questions', [
          [
            'How long can I stay?',
            'The first working-holiday visa lasts 12 months. Some travellers extend it by doing regional work such as farm jobs.',
          ],
          [
            'Do I need a job before I go?',
            'No. You can look for work once you arrive, and our jobs board lists openings from employers who hire every year.',
          ],
          [
            'What is the best month to arrive?',
            'February to April is ideal: the weather is warm and hospitality employers are hiring after the summer rush.',
          ],
          [
            'How much does it cost to live in Sydney?',
            'Budget around AUD 350 to 450 a week for a shared room, food and transport.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our partners in Australia',
          Logos: [
            { Name: 'Harbourline Hostels', Image: 'wf-partner-harbourline', rank: 1 },
            { Name: 'Gap Year Travel Association', Image: 'wf-affiliate-gyta', rank: 2 },
          ],
          rank: 5,
        },
        news: ['New Byron Bay hostel partner joins our Australia programme'],
        events: ['Working Holiday Live: Australia Q&A'],
        brands,
        $draftChanges: {
          Hero: {
            BannerImage: 'wf-beach-dusk',
            TagLine: 'New for 2027',
            Title: 'Australia: now with a Byron Bay arrival option',
            IntroText:
              'Start your working holiday in Sydney or Byron Bay, with six nights of accommodation and a job workshop in either town.',
            CallToAction: link('See the package', AUS),
            SecondaryAction: link('Byron Bay guide', '/travel-guides/byron-bay/'),
            SecondaryActionPrefixText: 'Not sure where to start?',
            TickerBanner: 'Byron Bay arrivals launch in March 2027',
          },
        },
      },
      {
        Name: 'Canada',
        Slug: 'canada',
        rank: 3,
        Hero: {
          BannerImage: 'wf-canada-mountains',
          TagLine: 'Seasons in the Rockies',
          Title: 'Your winter in Canada',
          IntroText:
            'Work a ski season or train as an instructor in Banff, with mountains on your doorstep and the northern lights overhead.',
          CallToAction: link('Explore the gap year', ROCKIES),
          SecondaryAction: link('Ski season jobs', SKI),
        },
        SeoDetails: seo(
          'Ski Seasons and Gap Years in Canada | Wayfarer Collective',
          'Ski seasons and instructor gap years in Banff: guaranteed jobs, lift passes, staff housing and small groups.',
        ),
        TileDetails: tile('Canada', 'Ski seasons and instructor courses', 'Canada', 'Explore Canada'),
        country: 'CA',
        products: ['ski-season-canada'],
        products_v2: ['gap-year-canada-rockies'],
        OfferBanner: {
          Title: 'Pay in ten instalments',
          Subtitle: 'Interest-free payment plans on all Canada programmes',
          Background: 'wf-pattern',
          ButtonText: 'See the gap year',
          ButtonLink: ROCKIES,
          IntroText: 'Spread the cost of your season with no extra charge.',
          rank: 1,
        },
        USPs: usps(2, 'Why Canada with Wayfarer', [
          ['Jobs confirmed before you fly', 'No scrambling for work when you land.'],
          ['Season pass included', 'Three mountains, all winter long.'],
          ['Small groups', 'Instructor groups capped at 16 people.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Canada travel guides',
          SubTitle: 'Mountain towns we know inside out',
          rank: 3,
          travel_guides: ['banff', 'galway', 'byron-bay'],
        },
        FAQ: faq(4, 'Canada questions', [
          [
            'Do I need a work permit?',
            'Yes. UK and Irish citizens aged 18 to 30 can apply for a working-holiday permit, and we guide you through it.',
          ],
          [
            'How cold does it get?',
            'Banff averages around minus 10°C in January, with cold snaps to minus 25°C. Good layers make all the difference.',
          ],
          [
            'Can I stay for the summer too?',
            'Yes. Your permit lasts up to two years, and many travellers stay on for summer jobs in the national park.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our partners in Canada',
          Logos: [
            { Name: 'Summit Snow Schools', Image: 'wf-partner-summit', rank: 1 },
            { Name: 'Traveller Protection Trust', Image: 'wf-affiliate-tpt', rank: 2 },
          ],
          rank: 5,
        },
        news: ['Extra places added to our Canadian Rockies gap year'],
        events: ['Gap Year Fair – Manchester'],
        brands,
      },
      {
        Name: 'Ireland',
        Slug: 'ireland',
        rank: 4,
        Hero: {
          BannerImage: 'wf-ireland-coast',
          TagLine: 'Working holidays on the Emerald Isle',
          Title: 'Live and work in Ireland',
          IntroText: 'Pull pints in Galway, work a Dublin front desk and spend weekends on the Wild Atlantic Way.',
          CallToAction: link('See the package', IRELAND),
          SecondaryAction: link('Galway guide', '/travel-guides/galway/'),
        },
        SeoDetails: seo(
          'Working Holidays in Ireland | Wayfarer Collective',
          'A working holiday in Dublin or Galway with arrival accommodation, job support and help with your PPS number.',
        ),
        TileDetails: tile('Ireland', 'Working holidays in Dublin and Galway', 'Ireland', 'Explore Ireland'),
        country: 'IE',
        products: ['working-holiday-ireland'],
        OfferBanner: {
          Title: 'Free airport transfer in spring',
          Subtitle: 'For all March and April 2027 arrivals',
          Background: 'wf-pattern',
          ButtonText: 'See the package',
          ButtonLink: IRELAND,
          IntroText: 'We will meet you at Dublin Airport and take you straight to your hostel.',
          rank: 1,
        },
        USPs: usps(2, 'Why Ireland with Wayfarer', [
          ['Ten nights included', 'Time to find a room without rushing.'],
          ['Paperwork made simple', 'Help with your PPS number and bank account.'],
          ['A friendly community', 'Monthly meet-ups for Wayfarer travellers in Dublin and Galway.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Ireland travel guides',
          SubTitle: 'Start with Galway, then keep exploring',
          rank: 3,
          travel_guides: ['galway', 'banff', 'byron-bay'],
        },
        FAQ: faq(4, 'Ireland questions', [
          [
            'Who needs a visa for Ireland?',
            'Citizens of the UK do not. Travellers from Australia, the USA and other partner countries need a working-holiday authorisation.',
          ],
          [
            'Is it easy to find a room?',
            'Rooms go quickly in Dublin, so use your ten included nights to view several. Galway is a little easier.',
          ],
          [
            'What is a PPS number?',
            'It is your personal public service number, needed to be taxed correctly. Our info hub article explains how to get one.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our partners in Ireland',
          Logos: [
            { Name: 'Harbourline Hostels', Image: 'wf-partner-harbourline', rank: 1 },
            { Name: 'Gap Year Travel Association', Image: 'wf-affiliate-gyta', rank: 2 },
          ],
          rank: 5,
        },
        news: ['New Byron Bay hostel partner joins our Australia programme'],
        events: ['Wayfarer Open Evening – London'],
        brands,
      },
    ],

    'travel-guide': [
      {
        Name: 'Byron Bay',
        Slug: 'byron-bay',
        rank: 1,
        Hero: {
          BannerImage: 'wf-beach-dusk',
          TagLine: 'Travel guide',
          Title: 'Byron Bay',
          IntroText: 'Surf breaks, rainforest hinterland and the most relaxed café culture on the east coast.',
          CallToAction: link('Work and travel Australia', AUS),
        },
        Intro:
          'Byron Bay is where many of our Australia travellers end up staying far longer than planned. The town is small enough to walk, the beaches face every direction, and **hospitality jobs open up every spring**.\n\n' +
          '- **Best for:** surfing, cafés, hinterland hikes\n' +
          '- **Typical jobs:** barista, hostel host, surf school assistant\n' +
          '- **Getting there:** a short flight or overnight bus from Sydney',
        SeoDetails: seo(
          'Byron Bay Travel Guide for Working Holidays | Wayfarer Collective',
          'Where to work, stay and surf in Byron Bay on your Australian working holiday.',
        ),
        TileDetails: tile('Byron Bay', 'Surf, cafés and hinterland hikes', 'Byron Bay', 'Read the guide'),
        destination: 'australia',
        ContentGallery: {
          Title: 'Byron Bay in pictures',
          Images: ['wf-beach-dusk', 'wf-australia-beach', 'wf-forest', 'wf-tall-beach'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five things to do in Byron Bay',
          Items: [
            {
              Title: 'Lighthouse walk at dawn',
              Body: 'Look out for dolphins and, in winter, migrating whales.',
              Image: 'wf-beach-dusk',
            },
            {
              Title: 'Surf The Pass',
              Body: 'A long, friendly wave perfect for improving beginners.',
              Image: 'wf-australia-beach',
            },
            {
              Title: 'Hinterland waterfalls',
              Body: 'Borrow a car and swim beneath rainforest falls.',
              Image: 'wf-forest',
            },
            { Title: 'Sunday markets', Body: 'Local food, music and handmade crafts.', Image: 'wf-coast-square' },
            {
              Title: 'Sunset at the headland',
              Body: 'Bring a picnic and watch the sky turn orange.',
              Image: 'wf-tall-beach',
            },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'Travellers on Byron Bay',
          Items: [
            {
              Quote: 'I planned to stay a week and stayed seven months.',
              Name: 'Rory Whelan',
              Role: 'Hostel host',
              Rating: 5,
            },
            {
              Quote: 'Surf before my shift, beach after it. I still miss that routine.',
              Name: 'Jess Okonkwo',
              Role: 'Barista',
              Photo: 'wf-guest-ellie',
              Rating: 5,
            },
            {
              Quote: 'Rent is pricey, but the hostel jobs often come with a free bed.',
              Name: 'Hannah Lowe',
              Role: 'Surf school assistant',
              Rating: 4,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Questions about Byron Bay?',
          Body: 'Our Sydney team visits Byron every month and can tell you which employers are hiring.',
          Email: 'australia@wayfarercollective.com',
          Telephone: '+44 117 496 0321',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 4,
        },
        jobs: ['Hostel Host – Byron Bay'],
        events: ['Working Holiday Live: Australia Q&A'],
        blog_posts: ['byron-bay-on-a-backpacker-budget', 'opening-a-bank-account-in-australia'],
        brands,
      },
      {
        Name: 'Banff',
        Slug: 'banff',
        rank: 2,
        Hero: {
          BannerImage: 'wf-mountain-dusk',
          TagLine: 'Travel guide',
          Title: 'Banff',
          IntroText:
            'A mountain town in the heart of a national park, with three ski areas and a lively seasonal crowd.',
          CallToAction: link('Ski season in Canada', SKI),
        },
        Intro:
          'Banff is tiny, busy and surrounded by peaks. Every winter it fills with seasonal workers from around the world, which makes it **one of the easiest places to make friends fast**.\n\n' +
          '- **Best for:** skiing, snowboarding, winter wildlife\n' +
          '- **Typical jobs:** lift operator, rental technician, hotel front desk\n' +
          '- **Getting there:** 90 minutes by shuttle from Calgary airport',
        SeoDetails: seo(
          'Banff Travel Guide for Seasonal Workers | Wayfarer Collective',
          'Living and working in Banff: jobs, housing, days off and the best runs for your first season.',
        ),
        TileDetails: tile('Banff', 'Ski seasons in a national park town', 'Banff', 'Read the guide'),
        destination: 'canada',
        ContentGallery: {
          Title: 'Banff in pictures',
          Images: ['wf-mountain-dusk', 'wf-snow', 'wf-aurora', 'wf-canada-mountains'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Banff days off',
          Items: [
            {
              Title: 'Ride the gondola',
              Body: 'Staff discounts make the summit views cheap.',
              Image: 'wf-mountain-dusk',
            },
            { Title: 'Hot springs soak', Body: 'Thaw out in natural hot pools after a cold shift.', Image: 'wf-snow' },
            { Title: 'Aurora hunting', Body: 'Drive to a dark lake on a clear night.', Image: 'wf-aurora' },
            {
              Title: 'Ice walk in a canyon',
              Body: 'Frozen waterfalls on a guided walk.',
              Image: 'wf-canada-mountains',
            },
            { Title: 'Powder day', Body: 'Skip breakfast, you will thank us later.', Image: 'wf-tall-snow' },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'Seasonaires in Banff',
          Items: [
            {
              Quote: 'My lift shifts had the best view of any office I have had.',
              Name: 'Finn Harper',
              Role: 'Lift operator',
              Rating: 5,
            },
            {
              Quote: 'Housing is tight, so having staff accommodation sorted was a relief.',
              Name: 'Isla Grant',
              Role: 'Rental technician',
              Rating: 4,
            },
            {
              Quote: 'I saw elk walking down Main Street on my first morning.',
              Name: 'Keelan Doyle',
              Role: 'Hotel front desk',
              Photo: 'wf-guest-callum',
              Rating: 5,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Planning a season in Banff?',
          Body: 'Speak to an adviser who has worked a winter there.',
          Email: 'canada@wayfarercollective.com',
          Telephone: '+44 117 496 0321',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 4,
        },
        jobs: ['Ski Lift Operator – Banff'],
        events: ['Gap Year Fair – Manchester'],
        blog_posts: ['my-first-ski-season-in-banff'],
        brands,
      },
      {
        Name: 'Galway',
        Slug: 'galway',
        rank: 3,
        Hero: {
          BannerImage: 'wf-coast-square',
          TagLine: 'Travel guide',
          Title: 'Galway',
          IntroText: 'Ireland’s most musical city, on the doorstep of the Wild Atlantic Way.',
          CallToAction: link('Working holiday in Ireland', IRELAND),
        },
        Intro:
          'Galway is compact, colourful and full of students, musicians and travellers. Summer brings festivals and **plenty of hospitality work**, and the Atlantic coast is a short bus ride away.\n\n' +
          '- **Best for:** live music, coastal walks, island day trips\n' +
          '- **Typical jobs:** café and bar staff, hotel housekeeping, tour assistant\n' +
          '- **Getting there:** two and a half hours by bus from Dublin',
        SeoDetails: seo(
          'Galway Travel Guide for Working Holidays | Wayfarer Collective',
          'Jobs, neighbourhoods and weekend trips for your working holiday in Galway.',
        ),
        TileDetails: tile('Galway', 'Music, festivals and Atlantic walks', 'Galway', 'Read the guide'),
        destination: 'ireland',
        ContentGallery: {
          Title: 'Galway in pictures',
          Images: ['wf-coast-square', 'wf-ireland-coast', 'wf-city-night', 'wf-home-hero'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five things to do around Galway',
          Items: [
            {
              Title: 'Trad session on a weeknight',
              Body: 'Find a corner seat and let the music start.',
              Image: 'wf-city-night',
            },
            {
              Title: 'Walk the prom',
              Body: 'Kick the wall at the end for luck, as locals do.',
              Image: 'wf-coast-square',
            },
            {
              Title: 'Island day trip',
              Body: 'Cycle limestone lanes on the islands in the bay.',
              Image: 'wf-ireland-coast',
            },
            { Title: 'Cliff walk', Body: 'Walk the clifftop path on a clear morning.', Image: 'wf-home-hero' },
            { Title: 'Summer festival season', Body: 'Arts, races and street theatre all July.', Image: 'wf-forest' },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'Travellers on Galway',
          Items: [
            {
              Quote: 'Galway felt like home within a fortnight. Everybody knows everybody.',
              Name: 'Aoife Brennan',
              Role: 'Café supervisor',
              Photo: 'wf-guest-aoife',
              Rating: 5,
            },
            {
              Quote: 'I found a room through the Wayfarer meet-up on my second night.',
              Name: 'Lachlan Pryce',
              Role: 'Hotel receptionist',
              Rating: 5,
            },
            {
              Quote: 'Bring a proper rain jacket. You will need it, and it is worth it.',
              Name: 'Megan Tully',
              Role: 'Tour assistant',
              Rating: 4,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Moving to Galway?',
          Body: 'Our Dublin team can help with rooms, jobs and your PPS number.',
          Email: 'ireland@wayfarercollective.com',
          Telephone: '+44 117 496 0321',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 4,
        },
        jobs: ['Café Barista – Galway'],
        events: ['Wayfarer Open Evening – London'],
        blog_posts: ['getting-your-pps-number-in-ireland'],
        brands,
      },
    ],

    job: [
      {
        Title: 'Hostel Host – Byron Bay',
        rank: 1,
        Image: 'wf-beach-dusk',
        Sticker: { Text: 'Hiring now', Color: '#F26B4F' },
        Location: {
          Name: 'Byron Bay, New South Wales',
          GoogleMapsLink: 'https://maps.google.com/?q=Byron+Bay+NSW',
          CountryCode: 'AU',
        },
        AdditionalInfo: 'Suits travellers on the Work and Travel Australia package. Minimum three-month commitment.',
        Pay: 'AUD 28 an hour plus a free dorm bed',
        Duration: '3 to 6 months',
        Benefits: '- Free accommodation in staff dorms\n- Discounted surf lessons\n- Flexible rota for day trips',
        Description:
          'Welcome guests, run the evening activities and keep our partner hostel feeling like home. You will work **four shifts a week** on reception and events.\n\n' +
          'Previous hostel or hospitality experience helps but is not essential.',
        Logo: 'wf-logo',
        CTAButtons: [
          link('Apply with Wayfarer', `${BOOKING}/jobs/hostel-host-byron-bay`),
          link('Australia package', AUS),
        ],
        brands,
      },
      {
        Title: 'Ski Lift Operator – Banff',
        rank: 2,
        Image: 'wf-snow',
        Sticker: { Text: 'Winter 2027', Color: '#0B6E69' },
        Location: {
          Name: 'Banff, Alberta',
          GoogleMapsLink: 'https://maps.google.com/?q=Banff+Alberta',
          CountryCode: 'CA',
        },
        AdditionalInfo: 'Part of the Ski Season Canada package. Working-holiday permit required.',
        Pay: 'CAD 18 an hour',
        Duration: 'December 2027 to April 2028',
        Benefits: '- Season lift pass\n- Staff housing in town\n- Free ski lesson each week',
        Description:
          'Load and unload chairlifts safely, keep the lift line moving and help guests with a smile in all weather.\n\n' +
          'Full training is provided. You will need to be comfortable working outside in **temperatures down to minus 25°C**.',
        Logo: 'wf-logo',
        CTAButtons: [link('Book the ski season', SKI)],
        brands,
      },
      {
        Title: 'Café Barista – Galway',
        rank: 3,
        Image: 'wf-coast-square',
        Sticker: { Text: 'Spring start', Color: '#F4B942' },
        Location: {
          Name: 'Galway city centre',
          GoogleMapsLink: 'https://maps.google.com/?q=Galway+Ireland',
          CountryCode: 'IE',
        },
        AdditionalInfo: 'Open to travellers on the Working Holiday Ireland package.',
        Pay: '€13.50 an hour plus tips',
        Duration: '6 months, with the option to extend',
        Benefits: '- Barista training course\n- Free staff meals\n- Weekends off every other week',
        Description:
          'Join a busy independent café near the Latin Quarter. You will make coffee, serve breakfast and lunch and help open up at 7am.\n\n' +
          'Some café experience is preferred, but a **positive attitude matters most**.',
        Logo: 'wf-logo',
        CTAButtons: [
          link('Apply with Wayfarer', `${BOOKING}/jobs/cafe-barista-galway`),
          link('Ireland package', IRELAND),
        ],
        brands,
      },
      {
        Title: 'Summer Camp Waterfront Counsellor – Pennsylvania',
        rank: 4,
        Image: 'wf-usa-lake',
        Sticker: { Text: 'Hiring now', Color: '#F26B4F' },
        Location: {
          Name: 'Pocono Mountains, Pennsylvania',
          GoogleMapsLink: 'https://maps.google.com/?q=Pocono+Mountains+Pennsylvania',
        },
        AdditionalInfo:
          'Filled through the Camp Counsellor USA programme. Lifeguard qualification required or gained before camp.',
        Pay: '$2,400 for the summer plus board and lodging',
        Duration: 'Early June to mid-August 2027',
        Benefits:
          '- Return flights and insurance included\n- 30 days of travel after camp\n- Free lifeguard recertification',
        Description:
          'Teach swimming, kayaking and paddleboarding at a lakeside camp for 8 to 15 year olds. You will also live in a cabin with campers and join evening activities.\n\n' +
          'Ideal for swimmers, lifeguards and anyone with **water sports coaching** experience.',
        Logo: 'wf-logo',
        CTAButtons: [link('See the counsellor programme', CAMP)],
        brands,
      },
    ],

    'job-page': [
      {
        Title: 'Jobs abroad with Wayfarer Collective',
        Slug: 'wayfarer-jobs',
        Hero: {
          BannerImage: 'wf-city-night',
          TagLine: 'Jobs board',
          Title: 'Find your job abroad',
          IntroText: 'Hand-picked roles with employers who hire Wayfarer travellers every year.',
          CallToAction: link('Talk to an adviser', '/contact-us/'),
        },
        SeoDetails: seo(
          'Jobs Abroad | Wayfarer Collective',
          'Current jobs for working-holiday travellers and summer camp staff in Australia, Canada, Ireland and the USA.',
        ),
        IntroText:
          'Every job here comes from an employer we have worked with before. Most roles are open to travellers on one of our packages, and **our advisers can tell you which fits best**.',
        jobs: [
          'Hostel Host – Byron Bay',
          'Ski Lift Operator – Banff',
          'Café Barista – Galway',
          'Summer Camp Waterfront Counsellor – Pennsylvania',
        ],
        brands,
      },
    ],

    event: [
      {
        Title: 'Wayfarer Open Evening – London',
        SubTitle: 'Meet former travellers and our advisers over drinks',
        Body:
          'Join us in Shoreditch for an evening of short talks about summer camp, working holidays and gap years. **Stay for questions** with travellers who have just come home.\n\n' +
          '- Doors open 6:30pm\n- Talks from 7pm\n- Free entry, but please register',
        Image: 'wf-city-night',
        Button: link('Register your place', '/contact-us/'),
        DateOfEvent: '2027-01-14T18:30:00.000Z',
        Venue: {
          Name: 'The Wayfarer Lounge',
          Street: '12 Clerkenwell Road',
          City: 'London',
          PostalCode: 'EC1M 5PQ',
          CountryCode: 'GB',
        },
        brands,
      },
      {
        Title: 'Working Holiday Live: Australia Q&A',
        SubTitle: 'An online hour with our Sydney team',
        Body: 'Ask our Sydney advisers anything about visas, jobs, rent and the best time to arrive. The session is recorded for anyone who cannot make it live.',
        Image: 'wf-australia-beach',
        Button: link('See the Australia package', AUS),
        DateOfEvent: '2027-02-10T19:00:00.000Z',
        Online: true,
        brands,
      },
      {
        Title: 'Gap Year Fair – Manchester',
        SubTitle: 'Plan your year out in one afternoon',
        Body: 'Find us at stand 14 for taster talks on our Rockies instructor course and ski season jobs. Bring your questions, and your parents if they have some too.',
        Image: 'wf-canada-mountains',
        Button: link('Explore gap years', '/experiences/gap-year-adventures/'),
        DateOfEvent: '2027-03-06T10:00:00.000Z',
        Venue: {
          Name: 'Manchester Central',
          Street: 'Windmill Street',
          City: 'Manchester',
          PostalCode: 'M2 3GX',
          CountryCode: 'GB',
        },
        brands,
      },
    ],

    'news-item': [
      {
        title: 'Summer camp placements for 2027 are now open',
        body: 'Applications for summer 2027 are open, with **over 90 partner camps** across the USA. Apply before 31 January to save £50 and get first pick of roles.',
        socialmediaTags: [{ slug: 'summer-camp' }, { slug: 'camp-counsellor' }],
        buttonText: 'Apply now',
        link: CAMP,
        image: 'wf-usa-lake',
        experiences: ['summer-camp-america'],
        brands,
      },
      {
        title: 'New Byron Bay hostel partner joins our Australia programme',
        body: 'From March 2027, Work and Travel Australia travellers can start their trip in Byron Bay as well as Sydney, with six nights at our new partner hostel two minutes from the beach.',
        socialmediaTags: [{ slug: 'work-abroad' }, { slug: 'byron-bay' }],
        buttonText: 'Read the Byron Bay guide',
        link: '/travel-guides/byron-bay/',
        image: 'wf-beach-dusk',
        experiences: ['working-holidays'],
        brands,
      },
      {
        title: 'Extra places added to our Canadian Rockies gap year',
        body: 'After the January group filled in record time, we have added a **February 2027 group** to the Rockies instructor course. Sixteen places are available.',
        socialmediaTags: [{ slug: 'gap-year' }, { slug: 'ski-season' }],
        buttonText: 'See the course',
        link: ROCKIES,
        image: 'wf-snow',
        experiences: ['gap-year-adventures', 'working-holidays'],
        brands,
      },
    ],

    'travel-essential': [
      {
        Title: 'Check your passport validity',
        Body: 'Most countries want your passport to be valid for **at least six months** beyond your return date. Check it today, as renewals can take several weeks in spring.',
        Image: 'wf-city-night',
        CTA: link('Read the US visa guide', VISA_GUIDE),
        Rank: 1,
        categories: ['documents'],
        brands,
      },
      {
        Title: 'Budget for your first month abroad',
        Body: 'Plan for rent, a deposit, food and transport before your first pay day. We suggest **at least £3,000** for Australia and £2,000 for Ireland.',
        Image: 'wf-coast-square',
        CTA: link('Open a bank account in Australia', '/infohub/articles/opening-a-bank-account-in-australia/'),
        Rank: 2,
        categories: ['money'],
        brands,
      },
      {
        Title: 'Get insurance that covers work',
        Body: 'Standard holiday policies often exclude paid work and winter sports. Make sure yours covers **manual work, medical repatriation and your full stay**.',
        Image: 'wf-snow',
        CTA: link('Ask an adviser', '/contact-us/'),
        Rank: 3,
        categories: ['health-and-insurance'],
        brands,
      },
      {
        Title: 'Pack a 40-litre bag, not a suitcase',
        Body: 'Hostels, buses and staff rooms are small. A 40-litre rucksack plus a daypack is plenty. Buy bulky winter layers when you arrive.',
        Image: 'wf-forest',
        CTA: link('See all packing tips', '/travel-essentials/packing/'),
        Rank: 4,
        categories: ['packing'],
        brands,
      },
    ],

    'blog-post': [
      {
        Title: 'What nine weeks at summer camp taught me',
        SubTitle: 'Lessons from a lakeside cabin in New Hampshire',
        TagLine: 'Stories',
        Quote: 'By week three I had stopped checking my phone and started counting sunsets.',
        MinsToRead: 6,
        Slug: 'what-nine-weeks-at-summer-camp-taught-me',
        IsInfoBlog: false,
        datePublished: '2026-02-12',
        Hero: {
          BannerImage: 'wf-usa-lake',
          TagLine: 'Summer camp',
          Title: 'What nine weeks at summer camp taught me',
          IntroText: 'Maya looks back on the summer that changed how she thinks about work, friendship and sleep.',
        },
        author: 'maya-okafor',
        Section: [
          {
            Content:
              '## Week one: the nerves\n\n' +
              'I arrived at camp with a suitcase that was far too big and a head full of worries. Would the kids like me? Would I remember forty names? By the end of orientation, I had **a cabin of eight eleven-year-olds** and a co-counsellor from Melbourne who became my best friend.\n\n' +
              'Nobody expects you to be perfect on day one. They expect you to show up, stay kind and ask for help.',
            Images: ['wf-lake-dawn'],
            Image1Link: CAMP,
            rank: 1,
          },
          {
            Content:
              '## Three things nobody told me\n\n' +
              '1. **You will be tired in a good way.** Early nights become something to look forward to.\n' +
              '2. **Rest days matter.** Use them, even if that means a nap in a hammock.\n' +
              '3. **Your campers will remember small things.** The song you made up on a rainy afternoon will be sung all summer.\n\n' +
              'If you are wondering whether camp is for you, read our [US visa guide](/infohub/visa-guide-usa) and talk to someone who has done it.',
            Images: ['wf-campfire', 'wf-forest'],
            Image1Link: '/experiences/summer-camp-america/',
            Image2Link: '/destinations/usa/',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'What Nine Weeks at Summer Camp Taught Me | Wayfarer Collective',
          'A former counsellor shares honest lessons from a summer at a US camp: nerves, friendships and the joy of early nights.',
        ),
        destination: 'usa',
        blog_types: ['summer-camp', 'stories'],
        InfoBanner: {
          Title: 'Ready for your own camp summer?',
          Body: 'Applications for summer 2027 are open now.',
          Image: 'wf-usa-lake',
          ButtonText: 'See camp roles',
          ButtonLink: CAMP,
        },
        LinkedBlogs: ['us-visa-interview-tips', 'byron-bay-on-a-backpacker-budget'],
        brands,
      },
      {
        Title: 'Byron Bay on a backpacker budget',
        SubTitle: 'How to enjoy the east coast’s favourite town without burning through your savings',
        TagLine: 'Travel tips',
        Quote: 'The best things in Byron are free: the lighthouse, the sunsets and the surf at dawn.',
        MinsToRead: 5,
        Slug: 'byron-bay-on-a-backpacker-budget',
        IsInfoBlog: false,
        datePublished: '2026-04-08',
        Hero: {
          BannerImage: 'wf-beach-dusk',
          TagLine: 'Travel tips',
          Title: 'Byron Bay on a backpacker budget',
          IntroText: 'Priya’s guide to eating, sleeping and surfing in Byron for less.',
        },
        author: 'priya-raman',
        Section: [
          {
            Content:
              '## Where to sleep\n\n' +
              'Hostel dorms start around AUD 45 a night, but the real saving is **work-for-accommodation**. Many hostels offer a free bed for a few reception or cleaning shifts each week.\n\n' +
              'Book your first three nights before you arrive, then ask around once you are in town.',
            Images: ['wf-tall-beach'],
            Image1Link: '/travel-guides/byron-bay/',
            rank: 1,
          },
          {
            Content:
              '## Eating well for less\n\n' +
              '- Shop at the Thursday farmers market just before it closes\n' +
              '- Share a hostel kitchen cook-up with your dorm\n' +
              '- Treat yourself to one café breakfast a week, not one a day\n\n' +
              'With a bit of planning, **AUD 120 a week** covers food comfortably.',
            rank: 2,
          },
          {
            Content:
              '## Free things to do\n\n' +
              'Walk to the lighthouse at sunrise, swim at the main beach and catch the Sunday buskers. For a bigger trip, split a hire car four ways and head into the hinterland.\n\n' +
              'Planning your move? Our [Work and Travel Australia package](' +
              AUS +
              ') includes your first week in Sydney.',
            Images: ['wf-australia-beach', 'wf-forest'],
            Image1Link: AUS,
            Image2Link: '/destinations/australia/',
            rank: 3,
          },
        ],
        SeoDetails: seo(
          'Byron Bay on a Backpacker Budget | Wayfarer Collective',
          'Cheap beds, budget food and free things to do in Byron Bay, from a travel writer who has lived there.',
        ),
        destination: 'australia',
        blog_types: ['travel-tips', 'work-abroad'],
        InfoBanner: {
          Title: 'Start your year in Australia',
          Body: 'Visa help, arrival week and job support in one package.',
          Image: 'wf-australia-beach',
          ButtonText: 'See the package',
          ButtonLink: AUS,
        },
        LinkedBlogs: ['opening-a-bank-account-in-australia', 'my-first-ski-season-in-banff'],
        brands,
      },
      {
        Title: 'My first ski season in Banff: the honest version',
        SubTitle: '5am starts, frozen eyelashes and the best winter of my life',
        TagLine: 'Stories',
        Quote: 'Nobody warns you that your eyelashes can freeze together on the lift.',
        MinsToRead: 7,
        Slug: 'my-first-ski-season-in-banff',
        IsInfoBlog: false,
        datePublished: '2026-06-19',
        Hero: {
          BannerImage: 'wf-snow',
          TagLine: 'Stories',
          Title: 'My first ski season in Banff',
          IntroText: 'Tom on what a winter of lift shifts is really like.',
        },
        author: 'tom-ellery',
        Section: [
          {
            Content:
              '## The job\n\n' +
              'Lift operations is not glamorous. You shovel snow, check passes and smile at people who are cold and cross. But you also get **a front-row seat to every sunrise** and ride most afternoons after your shift.\n\n' +
              'My team came from six countries, and we still have a group chat.',
            Images: ['wf-mountain-dusk'],
            Image1Link: SKI,
            rank: 1,
          },
          {
            Content:
              '## What I would do differently\n\n' +
              '1. Buy proper mitts on day one, not day ten\n' +
              '2. Save a little from every pay cheque for the spring road trip\n' +
              '3. Say yes to every night-time aurora drive\n\n' +
              'If you are thinking about it, read our [Banff guide](/travel-guides/banff/) first.',
            Images: ['wf-aurora', 'wf-canada-mountains'],
            Image1Link: '/travel-guides/banff/',
            Image2Link: '/destinations/canada/',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'My First Ski Season in Banff | Wayfarer Collective',
          'An honest account of a first winter season in Banff: the work, the cold, the friends and what to do differently.',
        ),
        destination: 'canada',
        blog_types: ['stories', 'work-abroad'],
        InfoBanner: {
          Title: 'Book your own season',
          Body: 'Guaranteed jobs and a season pass for winter 2027–28.',
          Image: 'wf-snow',
          ButtonText: 'See ski season',
          ButtonLink: SKI,
        },
        LinkedBlogs: ['what-nine-weeks-at-summer-camp-taught-me', 'byron-bay-on-a-backpacker-budget'],
        brands,
      },
      {
        Title: 'Preparing for your US visa interview',
        SubTitle: 'What to bring, what they ask and how to stay calm',
        TagLine: 'Visas',
        Quote: 'Most interviews last under five minutes. Preparation is what makes them feel easy.',
        MinsToRead: 4,
        Slug: 'us-visa-interview-tips',
        IsInfoBlog: true,
        datePublished: '2026-01-20',
        Hero: {
          BannerImage: 'wf-lake-dawn',
          TagLine: 'Info hub',
          Title: 'Preparing for your US visa interview',
          IntroText: 'A calm, practical checklist for camp staff heading to the embassy.',
        },
        author: 'tom-ellery',
        Section: [
          {
            Content:
              '## Bring the right documents\n\n' +
              '- Your passport and one recent photo\n' +
              '- Your signed sponsorship form\n' +
              '- The confirmation page of your online application\n' +
              '- Proof of your studies or job at home\n\n' +
              'Put everything in a clear plastic wallet. **Phones and large bags are not allowed inside**, so travel light.',
            rank: 1,
          },
          {
            Content:
              '## What they will ask\n\n' +
              'Expect simple questions: where your camp is, what you will do and when you plan to return home. Answer honestly and briefly.\n\n' +
              'For the full process, see our [US visa guide](/infohub/visa-guide-usa).',
            Images: ['wf-usa-lake'],
            Image1Link: '/infohub/visa-guide-usa',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Preparing for Your US Visa Interview | Wayfarer Collective',
          'Documents, common questions and practical tips for summer camp staff attending a US visa interview.',
        ),
        destination: 'usa',
        blog_types: ['visas'],
        InfoBanner: {
          Title: 'Need the full picture?',
          Body: 'Our visa guide covers every step from camp match to passport return.',
          Image: 'wf-lake-dawn',
          ButtonText: 'Read the visa guide',
          ButtonLink: VISA_GUIDE,
        },
        LinkedBlogs: ['opening-a-bank-account-in-australia', 'getting-your-pps-number-in-ireland'],
        brands,
      },
      {
        Title: 'Opening a bank account in Australia',
        SubTitle: 'Do it before you land and get paid from week one',
        TagLine: 'Money',
        Quote: 'You can open most Australian accounts online up to three months before you arrive.',
        MinsToRead: 4,
        Slug: 'opening-a-bank-account-in-australia',
        IsInfoBlog: true,
        datePublished: '2026-03-15',
        Hero: {
          BannerImage: 'wf-city-night',
          TagLine: 'Info hub',
          Title: 'Opening a bank account in Australia',
          IntroText: 'A step-by-step guide for working-holiday travellers.',
        },
        author: 'priya-raman',
        Section: [
          {
            Content:
              '## Before you fly\n\n' +
              'Most major banks let you **apply online before you arrive**. You will get an account number straight away, and you collect your card at a branch with your passport.\n\n' +
              'Give the account number to your employer on day one so your first pay goes straight in.',
            rank: 1,
          },
          {
            Content:
              '## Your tax file number\n\n' +
              'Apply for a tax file number online once you land. Without it, your employer must tax you at the highest rate.\n\n' +
              '1. Apply online with your passport details\n' +
              '2. Wait up to 28 days for your number by post\n' +
              '3. Give it to your employer as soon as it arrives',
            Images: ['wf-australia-beach'],
            Image1Link: AUS,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Opening a Bank Account in Australia | Wayfarer Collective',
          'How working-holiday travellers can open an Australian bank account before arrival and apply for a tax file number.',
        ),
        destination: 'australia',
        blog_types: ['travel-tips', 'work-abroad'],
        InfoBanner: {
          Title: 'Want help with the paperwork?',
          Body: 'Our Sydney team runs a banking and tax session in your arrival week.',
          Image: 'wf-australia-beach',
          ButtonText: 'See the Australia package',
          ButtonLink: AUS,
        },
        LinkedBlogs: ['byron-bay-on-a-backpacker-budget', 'us-visa-interview-tips'],
        brands,
      },
      {
        Title: 'Getting your PPS number in Ireland',
        SubTitle: 'The one piece of paperwork every worker in Ireland needs',
        TagLine: 'Work abroad',
        Quote: 'Book your appointment in your first week: slots in Dublin fill up fast.',
        MinsToRead: 3,
        Slug: 'getting-your-pps-number-in-ireland',
        IsInfoBlog: true,
        datePublished: '2026-05-27',
        Hero: {
          BannerImage: 'wf-ireland-coast',
          TagLine: 'Info hub',
          Title: 'Getting your PPS number in Ireland',
          IntroText: 'What a PPS number is, why you need it and how to get one quickly.',
        },
        author: 'tom-ellery',
        Section: [
          {
            Content:
              '## What is a PPS number?\n\n' +
              'Your personal public service number lets your employer tax you correctly. Without one, you pay **emergency tax** until it is sorted.\n\n' +
              '### What to bring\n\n' +
              '- Your passport\n- Proof of your Irish address, such as a letter from your hostel\n- Your working-holiday authorisation, if you have one',
            rank: 1,
          },
          {
            Content:
              '## After your appointment\n\n' +
              'Your number usually arrives by post within five working days. Register it with the tax office online and give it to your employer.\n\n' +
              'Our [Working Holiday Ireland package](' +
              IRELAND +
              ') includes help booking your appointment.',
            Images: ['wf-coast-square'],
            Image1Link: IRELAND,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Getting Your PPS Number in Ireland | Wayfarer Collective',
          'How working-holiday travellers get a PPS number in Ireland: documents, appointments and avoiding emergency tax.',
        ),
        destination: 'ireland',
        blog_types: ['visas', 'work-abroad'],
        InfoBanner: {
          Title: 'Planning a year in Ireland?',
          Body: 'Ten nights of accommodation and paperwork help included.',
          Image: 'wf-ireland-coast',
          ButtonText: 'See the package',
          ButtonLink: IRELAND,
        },
        LinkedBlogs: ['us-visa-interview-tips', 'opening-a-bank-account-in-australia'],
        brands,
      },
      {
        $status: 'draft',
        Title: 'Ten things to do on your days off at camp',
        SubTitle: 'From small-town diners to state park hikes',
        TagLine: 'Summer camp',
        Quote: 'Your day off is the one time nobody needs you to lead a song.',
        MinsToRead: 5,
        Slug: 'ten-things-to-do-on-camp-days-off',
        IsInfoBlog: false,
        datePublished: '2026-09-03',
        Hero: {
          BannerImage: 'wf-canyon',
          TagLine: 'Coming soon',
          Title: 'Ten things to do on your days off at camp',
          IntroText: 'Ideas for your 24 hours of freedom each week.',
        },
        author: 'maya-okafor',
        Section: [
          {
            Content:
              '## Make the most of 24 hours\n\n' +
              'Most camps give you one day off a week. Plan it with your co-counsellors, share a taxi into town and **sleep in at least once**.\n\n' +
              '- Find the nearest diner with bottomless pancakes\n- Swim at a state park beach\n- Catch a minor-league baseball game',
            Images: ['wf-canyon'],
            Image1Link: '/experiences/summer-camp-america/',
            rank: 1,
          },
        ],
        SeoDetails: seo(
          'Ten Things to Do on Your Days Off at Camp | Wayfarer Collective',
          'Ideas for camp counsellors’ days off: diners, state parks, ball games and more.',
        ),
        destination: 'usa',
        blog_types: ['summer-camp', 'travel-tips'],
        LinkedBlogs: ['what-nine-weeks-at-summer-camp-taught-me'],
        brands,
      },
    ],

    'static-page-v2': [
      {
        PageName: 'home',
        Title: 'Work, travel and summer camp abroad',
        SeoDetails: seo(
          'Wayfarer Collective | Working Holidays, Gap Years and Summer Camps',
          'Summer camp in the USA, working holidays in Australia and Ireland, and gap years in the Canadian Rockies, with support every step.',
        ),
        Hero: {
          BannerImage: 'wf-home-hero',
          TagLine: 'Wayfarer Collective',
          Title: 'Go further than a holiday',
          IntroText:
            'Summer camps, working holidays and gap years for curious travellers, with an adviser beside you from first question to homecoming.',
          CallToAction: link('Find your experience', '/experiences/'),
          SecondaryAction: link('talk to an adviser', '/contact-us/'),
          SecondaryActionPrefixText: 'Not sure where to start?',
          TickerBanner: 'Summer camp 2027 applications are open: save £50 before 31 January',
        },
        Sections: [
          {
            __component: 'blocks.cross-sell',
            Title: 'Where will you go?',
            SubTitle: 'Four countries, hundreds of ways to spend a year',
            rank: 1,
            destinations: ['usa', 'australia', 'canada', 'ireland'],
          },
          {
            __component: 'blocks.cross-sell',
            Title: 'Popular programmes',
            SubTitle: 'Including camp roles from our sister brand, Timberline Camps',
            rank: 2,
            products_v2: [
              'camp-counsellor-usa',
              'work-and-travel-australia',
              'gap-year-canada-rockies',
              'waterfront-specialist-program',
            ],
          },
          {
            __component: 'blocks.usp-list',
            ...usps(3, 'Why travel with Wayfarer', [
              ['Real people, real advice', 'Every adviser has lived or worked abroad on one of our programmes.'],
              ['Protected payments', 'Your money is held by the Traveller Protection Trust until you travel.'],
              ['Support around the clock', 'A 24-hour emergency line for as long as you are away.'],
            ]),
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Travellers say it best',
            Items: [
              {
                Quote: 'I went for the climbing wall and came home with friends from eleven countries.',
                Name: 'Ellie Marsden',
                Role: 'Camp Counsellor USA',
                Photo: 'wf-guest-ellie',
                Rating: 5,
              },
              {
                Quote: 'My adviser answered every nervous email within a day.',
                Name: 'Callum Reid',
                Role: 'Camp Counsellor USA',
                Photo: 'wf-guest-callum',
                Rating: 5,
              },
              {
                Quote: 'Galway felt like home within a fortnight.',
                Name: 'Aoife Brennan',
                Role: 'Working Holiday Ireland',
                Photo: 'wf-guest-aoife',
                Rating: 5,
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.offer-banner',
            Title: 'Early-bird camp places',
            Subtitle: 'Save £50 when you apply before 31 January',
            PromotionLogo: 'wf-logo',
            LogoLink: CAMP,
            Background: 'wf-pattern',
            ButtonText: 'Apply now',
            ButtonLink: CAMP,
            IntroText: 'The earliest applicants get first pick of camps and roles.',
            rank: 5,
          },
          {
            __component: 'blocks.logo-slider',
            Title: 'Trusted partners',
            Logos: [
              { Name: 'Gap Year Travel Association', Image: 'wf-affiliate-gyta', rank: 1 },
              { Name: 'Traveller Protection Trust', Image: 'wf-affiliate-tpt', rank: 2 },
              { Name: 'Pinecrest Camp Group', Image: 'wf-partner-pinecrest', rank: 3 },
              { Name: 'Harbourline Hostels', Image: 'wf-partner-harbourline', rank: 4 },
              { Name: 'Summit Snow Schools', Image: 'wf-partner-summit', rank: 5 },
            ],
            rank: 6,
          },
          {
            __component: 'blocks.travel-guides-slider',
            Title: 'Travel guides',
            SubTitle: 'Written by travellers who stayed a while',
            rank: 7,
            travel_guides: ['byron-bay', 'banff', 'galway'],
          },
          {
            __component: 'blocks.faq',
            ...faq(8, 'Common questions', [
              [
                'Who can travel with Wayfarer?',
                'Our programmes are open to travellers aged 18 to 35, depending on the visa. Each programme page lists its exact eligibility.',
              ],
              [
                'Is my money protected?',
                'Yes. All payments are held by the Traveller Protection Trust until you travel, so you are covered if anything goes wrong.',
              ],
              [
                'Can I pay in instalments?',
                'Every programme has a staged payment plan, and Canada programmes can be spread over up to ten months.',
              ],
            ]),
          },
        ],
        brands,
      },
      {
        PageName: 'about-us',
        Title: 'About Wayfarer Collective',
        SeoDetails: seo(
          'About Us | Wayfarer Collective',
          'Since 2009 Wayfarer Collective has helped over 40,000 travellers work, volunteer and explore abroad.',
        ),
        Hero: {
          BannerImage: 'wf-forest',
          TagLine: 'About us',
          Title: 'Travellers helping travellers since 2009',
          IntroText:
            'We started in a Bristol spare room with one camp and six counsellors. Today we send over 3,000 people abroad every year.',
          CallToAction: link('Meet us at an event', '/events/'),
        },
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Our story',
            Body:
              'Wayfarer Collective was founded by two former camp counsellors who wanted the next generation to have the summer they had, **with better support**.\n\n' +
              'Today our team of 45 works from Bristol, Dublin and Sydney. Every adviser has lived or worked abroad, and every programme we sell is one we have visited ourselves.\n\n' +
              '### What we believe\n\n' +
              '- Travel should be affordable, so we publish every cost up front\n' +
              '- Good advice is honest advice, even when it means recommending a different programme\n' +
              '- Support does not stop at the airport',
            rank: 1,
          },
          {
            __component: 'blocks.usp-list',
            ...usps(2, 'Our memberships', [
              ['Gap Year Travel Association', 'We are a founding member and follow its code of practice.'],
              ['Traveller Protection Trust', 'Every payment you make is protected until you travel.'],
              ['Certified carbon reporting', 'We publish our travel emissions each year and fund rewilding projects.'],
            ]),
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'About us', [
              ['Where are you based?', 'Our head office is in Bristol, with teams in Dublin and Sydney.'],
              [
                'How many people travel with you?',
                'Around 3,000 travellers a year, on summer camp, working-holiday and gap year programmes.',
              ],
              [
                'Are you hiring?',
                'We recruit advisers each autumn. Former travellers are especially welcome to apply.',
              ],
            ]),
          },
        ],
        InfoBanner: {
          Title: 'Come and say hello',
          Body: 'Meet our team and former travellers at an open evening.',
          Image: 'wf-city-night',
          ButtonText: 'See events',
          ButtonLink: '/events/',
        },
        brands,
      },
      {
        PageName: 'contact-us',
        Title: 'Contact Wayfarer Collective',
        SeoDetails: seo(
          'Contact Us | Wayfarer Collective',
          'Call, email or visit our Bristol office. Our advisers reply within one working day.',
        ),
        Hero: {
          BannerImage: 'wf-coast-square',
          TagLine: 'Contact us',
          Title: 'Talk to a real traveller',
          IntroText: 'Our advisers have all worked or studied abroad. Ask us anything.',
        },
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'How to reach us',
            Body:
              'Our advice line is open **Monday to Friday, 9am to 6pm UK time**, and Saturdays from 10am to 2pm.\n\n' +
              'Already travelling? Use the 24-hour emergency number in your travel pack.',
            rank: 1,
          },
          {
            __component: 'blocks.contact-us',
            Title: 'Get in touch',
            Body: 'Send us a message and an adviser will reply within one working day.',
            Email: 'hello@wayfarercollective.com',
            Telephone: '+44 117 496 0321',
            ButtonText: 'Manage my booking',
            ButtonLink: `${BOOKING}/account`,
            rank: 2,
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'Before you get in touch', [
              [
                'How quickly will you reply?',
                'We reply to emails within one working day, and usually much sooner in the mornings.',
              ],
              ['Can I visit the office?', 'Yes. Book a 30-minute chat at our Bristol office, Monday to Friday.'],
              [
                'I have a booking. Who do I contact?',
                'Log in to your booking account to message your named adviser directly.',
              ],
            ]),
          },
        ],
        brands,
      },
      {
        PageName: 'privacy-policy',
        Title: 'Privacy policy',
        SeoDetails: seo(
          'Privacy Policy | Wayfarer Collective',
          'How Wayfarer Collective collects, uses and protects your personal data.',
        ),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Your privacy',
            Body:
              'Wayfarer Collective Ltd is the controller of the personal data you share with us. We use it to process your application, arrange your travel and keep you informed about your trip.\n\n' +
              '- We share your details only with the camps, employers and suppliers involved in your booking\n' +
              '- We keep booking records for six years after you travel\n' +
              '- You can ask for a copy of your data or its deletion at any time\n\n' +
              'Questions? Email **privacy@wayfarercollective.com**.',
            rank: 1,
          },
        ],
        brands,
      },
      {
        PageName: 'cookie-policy',
        Title: 'Cookie policy',
        SeoDetails: seo(
          'Cookie Policy | Wayfarer Collective',
          'Which cookies the Wayfarer Collective website uses and how to manage them.',
        ),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'How we use cookies',
            Body:
              'We use a small number of cookies to run this website.\n\n' +
              '- **Essential cookies** keep you signed in and remember your cookie choice\n' +
              '- **Analytics cookies** show us which pages travellers find useful\n' +
              '- **Campaign cookies** remember which link brought you to us\n\n' +
              'You can clear cookies in your browser settings at any time.',
            rank: 1,
          },
        ],
        brands,
      },
      {
        PageName: 'terms-and-conditions',
        Title: 'Terms and conditions',
        SeoDetails: seo(
          'Terms and Conditions | Wayfarer Collective',
          'The booking terms for all Wayfarer Collective programmes.',
        ),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Booking terms',
            Body:
              'These terms apply to every programme booked with Wayfarer Collective Ltd.\n\n' +
              '1. **Deposits** secure your place and are refundable only where a programme page says so\n' +
              '2. **Balances** are due on the dates shown in your payment schedule\n' +
              '3. **Cancellations** made more than 60 days before departure lose the deposit only\n' +
              '4. **Changes** to dates are free once, subject to availability',
            rank: 1,
          },
        ],
        brands,
      },
    ],

    'sitemap-page': [
      {
        Title: 'Wayfarer Collective site map',
        SeoDetails: seo(
          'Site Map | Wayfarer Collective',
          'Every page on the Wayfarer Collective website in one place.',
        ),
        IntroText: 'Find your way around: every destination, programme and guide on our site.',
        CorePages: [
          { Title: 'Home', URL: '/', Description: 'Start here for summer camps, working holidays and gap years.' },
          { Title: 'Destinations', URL: '/destinations/', Description: 'The USA, Australia, Canada and Ireland.' },
          { Title: 'Experiences', URL: '/experiences/', Description: 'Summer camp, working holidays and gap years.' },
          { Title: 'Blog', URL: '/blog/', Description: 'Stories and tips from our travellers.' },
          { Title: 'Info hub', URL: '/infohub/', Description: 'Visa guides and practical articles.' },
          { Title: 'Jobs', URL: '/jobs/', Description: 'Current roles with our partner employers.' },
          { Title: 'Events', URL: '/events/', Description: 'Open evenings, fairs and live Q&As.' },
          { Title: 'News', URL: '/news/', Description: 'The latest from Wayfarer Collective.' },
          {
            Title: 'Travel essentials',
            URL: '/travel-essentials/',
            Description: 'Documents, money, insurance and packing.',
          },
          { Title: 'Travel guides', URL: '/travel-guides/', Description: 'Byron Bay, Banff and Galway.' },
        ],
        InteriorPages: [
          { Title: 'About us', URL: '/about-us/' },
          { Title: 'Contact us', URL: '/contact-us/' },
          { Title: 'USA', URL: '/destinations/usa/' },
          { Title: 'Australia', URL: '/destinations/australia/' },
          { Title: 'Camp Counsellor USA', URL: CAMP },
          { Title: 'Work and Travel Australia', URL: AUS },
          { Title: 'Gap Year in the Canadian Rockies', URL: ROCKIES },
          { Title: 'US visa guide', URL: VISA_GUIDE },
        ],
        brands,
      },
    ],
  },
};
