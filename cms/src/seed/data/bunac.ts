import type { SeedModule } from '../types';

/**
 * BUNAC: a UK work-and-travel organisation (Summer Camp USA, Work Canada, Work Australia, Work
 * New Zealand, volunteering). Single-country brand (GB), British English. BUNAC has its own link
 * shape: products live at `/{productSlug}` and no path ends with a slash.
 */

const BRAND = 'BUNAC';
const brands = [BRAND];
const BOOKING = 'https://booking.bunac.org';

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

const CAMP = '/summer-camp-usa';
const CANADA = '/work-canada';
const AUSTRALIA = '/work-australia';
const SUPPORT = '/summer-camp-support-staff';
const NZ_VOLUNTEER = '/conservation-volunteer-new-zealand';
const AU_VOLUNTEER = '/wildlife-volunteer-australia';
const VISA_GUIDE = '/infohub/working-holiday-visa-guide';

export const bunacSeed: SeedModule = {
  images: {
    // Logos
    'bn-logo': {
      scene: 'logo',
      mark: 'sun',
      format: 'square',
      colours: ['#14213D', '#E63946', '#FFB703'],
      alt: 'BUNAC logo: a navy sun with red rays',
    },
    'bn-logo-inverse': {
      scene: 'logo',
      mark: 'sun',
      format: 'square',
      colours: ['#FFFFFF', '#FFB703', '#14213D'],
      alt: 'BUNAC logo: a white sun with amber rays, for dark backgrounds',
    },
    'bn-favicon': {
      scene: 'logo',
      mark: 'sun',
      format: 'icon',
      colours: ['#14213D', '#FFB703'],
      alt: 'BUNAC rising sun icon',
    },
    'bn-affiliate-wta': {
      scene: 'logo',
      mark: 'compass',
      format: 'square',
      colours: ['#1D3557', '#F1FAEE'],
      alt: 'Logo of the Work Travel Alliance, a navy compass mark',
    },
    'bn-affiliate-tfps': {
      scene: 'logo',
      mark: 'wave',
      format: 'square',
      colours: ['#2A9D8F', '#E9F5F2'],
      alt: 'Logo of the Travel Funds Protection Scheme, a teal wave mark',
    },
    'bn-partner-catskill-lakes': {
      scene: 'logo',
      mark: 'pine',
      format: 'square',
      colours: ['#386641', '#F2E8CF'],
      alt: 'Logo of Catskill Lakes Camps, a pine tree mark',
    },
    'bn-partner-coast-mountain': {
      scene: 'logo',
      mark: 'compass',
      format: 'square',
      colours: ['#3D5A80', '#E0FBFC'],
      alt: 'Logo of Coast Mountain Snowsports, a blue compass mark',
    },
    'bn-partner-coral-coast': {
      scene: 'logo',
      mark: 'wave',
      format: 'square',
      colours: ['#0077B6', '#FFB703'],
      alt: 'Logo of Coral Coast Tours, a blue and amber wave mark',
    },

    // Wide heroes
    'bn-home-hero': {
      scene: 'mountains',
      time: 'dawn',
      alt: 'Mountain ridges and a forested valley at sunrise',
    },
    'bn-usa-camp': { scene: 'lake', alt: 'A summer camp lake with canoes on the water and wooded hills behind' },
    'bn-canada-snow': { scene: 'snow', alt: 'Sunny ski slopes below snow-covered peaks, dotted with pines' },
    'bn-australia-coast': { scene: 'coast', alt: 'Calm blue sea around a green headland with a lighthouse' },
    'bn-pattern': {
      scene: 'pattern',
      colours: ['#14213D', '#E63946', '#FFB703'],
      alt: 'Abstract pattern of navy, red and amber shapes',
    },

    // Cards and squares
    'bn-campfire': {
      scene: 'campfire',
      time: 'night',
      format: 'card',
      alt: 'A tent and a glowing campfire in the woods at night',
    },
    'bn-forest': { scene: 'forest', format: 'card', alt: 'Lush green forest covering rolling hills' },
    'bn-snow-night': {
      scene: 'snow',
      time: 'night',
      format: 'card',
      alt: 'Snowy mountains and pines under a night sky',
    },
    'bn-beach': { scene: 'beach', format: 'card', alt: 'A palm tree and a beach umbrella on white sand by a calm sea' },
    'bn-city': { scene: 'city', time: 'night', format: 'card', alt: 'A city skyline with lit windows at night' },
    'bn-mountains': { scene: 'mountains', format: 'card', alt: 'Jagged snowy peaks above a deep green valley' },
    'bn-aurora': {
      scene: 'aurora',
      time: 'night',
      format: 'card',
      alt: 'Northern lights dancing over snowy mountains',
    },
    'bn-coast-dusk': {
      scene: 'coast',
      time: 'dusk',
      format: 'card',
      alt: 'A lighthouse on a rocky headland at sunset',
    },
    'bn-lake-square': {
      scene: 'lake',
      time: 'dawn',
      format: 'square',
      alt: 'Canoes on a still lake in the early morning',
    },
    'bn-beach-square': {
      scene: 'beach',
      time: 'dusk',
      format: 'square',
      alt: 'A palm tree on a quiet beach at golden hour',
    },
    'bn-forest-square': {
      scene: 'forest',
      time: 'dawn',
      format: 'square',
      alt: 'Native forest on rolling hills at dawn',
    },

    // Tall images for price panels
    'bn-tall-lake': { scene: 'lake', format: 'tall', alt: 'Canoes on a forest lake below snow-capped hills' },
    'bn-tall-snow': { scene: 'snow', format: 'tall', alt: 'A steep snowy mountainside dotted with pines' },
    'bn-tall-beach': { scene: 'beach', format: 'tall', alt: 'A palm tree leaning over a tropical beach' },

    // Testimonial portraits (portrait colours: background, skin, hair, shirt)
    'bn-traveller-sophie': {
      scene: 'portrait',
      format: 'square',
      colours: ['#E63946', '#FFDBAC', '#6B4423', '#14213D'],
      alt: 'Illustrated portrait of a traveller against a bright red background',
    },
    'bn-traveller-jamal': {
      scene: 'portrait',
      format: 'square',
      colours: ['#14213D', '#8D5524', '#1B1B1B', '#FFB703'],
      alt: 'Illustrated portrait of a traveller against a navy background',
    },
    'bn-traveller-niamh': {
      scene: 'portrait',
      format: 'square',
      colours: ['#FFB703', '#F1C27D', '#A0522D', '#E63946'],
      alt: 'Illustrated portrait of a traveller against an amber background',
    },
  },

  documents: {
    brand: [
      {
        Name: BRAND,
        Slug: 'bunac',
        SeoDetails: {
          SiteDomainName: 'www.bunac.org',
          FavIcon: 'bn-favicon',
          SingleCountryBrand: true,
          SocialShareImage: 'bn-home-hero',
          OrganizationData: {
            Name: 'BUNAC',
            Description:
              'BUNAC helps young people from the UK work, travel and volunteer abroad, with Summer Camp USA, Work Canada, Work Australia and conservation volunteering programmes.',
            FoundingDate: '1962-06-01',
            Address: {
              Street: '3 Clerkenwell Yard',
              City: 'London',
              Region: 'Greater London',
              PostalCode: 'EC1R 0AB',
              Country: 'United Kingdom',
            },
            ContactPoints: [
              {
                Telephone: '+44 20 7946 0714',
                Email: 'enquiries@bunac.org',
                CountryCode: 'GB',
                ContactType: 'customer service',
              },
              {
                Telephone: '+44 20 7946 0799',
                Email: 'emergency@bunac.org',
                CountryCode: 'GB',
                ContactType: 'emergency',
              },
            ],
          },
        },
        countries: ['GB'],
      },
    ],

    'brand-setting': [
      {
        Title: 'BUNAC site settings',
        brand: BRAND,
        Appearance: {
          HeaderLogos: [
            { Image: 'bn-logo', Link: '/', Variant: 'primary' },
            { Image: 'bn-logo-inverse', Link: '/', Variant: 'inverse' },
          ],
          HeaderMenu: [
            {
              Label: 'Programmes',
              URL: '/experiences',
              rank: 1,
              Children: [
                link('Summer Camp USA', CAMP),
                link('Work Canada', CANADA),
                link('Work Australia', AUSTRALIA),
                link('Volunteer in New Zealand', NZ_VOLUNTEER),
              ],
            },
            {
              Label: 'Destinations',
              URL: '/destinations',
              rank: 2,
              Children: [
                link('United States', '/destinations/united-states'),
                link('Western Canada', '/destinations/western-canada'),
                link('East Coast Australia', '/destinations/east-coast-australia'),
              ],
            },
            {
              Label: 'Advice hub',
              URL: '/infohub',
              rank: 3,
              Children: [
                link('Working holiday visa guide', VISA_GUIDE),
                link('Canada visa step by step', '/infohub/articles/canada-working-holiday-visa-step-by-step'),
                link('Travel essentials', '/travel-essentials'),
              ],
            },
            { Label: 'Jobs', URL: '/jobs', rank: 4 },
            { Label: 'Blog', URL: '/blog', rank: 5 },
            { Label: 'Contact', URL: '/contact-us', rank: 6 },
          ],
          Fonts: {
            Heading1: { Name: 'Montserrat', Weight: 800 },
            Heading2: { Name: 'Montserrat', Weight: 800 },
            Heading3: { Name: 'Montserrat', Weight: 700 },
            Heading4: { Name: 'Montserrat', Weight: 700 },
            Heading5: { Name: 'Montserrat', Weight: 700 },
            Heading6: { Name: 'Montserrat', Weight: 600 },
            Body1: { Name: 'Open Sans', Weight: 400 },
            Body2: { Name: 'Open Sans', Weight: 400 },
            Button: { Name: 'Montserrat', Weight: 700 },
          },
          Colours: {
            Primary: '#14213D',
            Secondary: '#E63946',
            Accent: '#FFB703',
            Background: '#FFFFFF',
            Surface: '#F4F6FA',
            Text: '#14213D',
            MutedText: '#4A5568',
          },
          ImageTransition: 'zoom',
          UrgentNewsBanner: {
            Enabled: true,
            Text: 'Summer Camp USA 2027: our Edinburgh interview day on 23 January is almost full.',
            LinkText: 'Book your slot',
            LinkURL: '/events',
          },
        },
        Navigation: {
          FooterLogos: [{ Image: 'bn-logo-inverse', Link: '/', Variant: 'inverse' }],
          FooterMenu: [
            {
              Title: 'Programmes',
              Links: [
                link('Summer Camp USA', CAMP),
                link('Work Canada', CANADA),
                link('Work Australia', AUSTRALIA),
                link('Volunteer abroad', '/experiences/volunteer-abroad'),
              ],
            },
            {
              Title: 'Plan your trip',
              Links: [
                link('Advice hub', '/infohub'),
                link('Travel essentials', '/travel-essentials'),
                link('Travel guides', '/travel-guides'),
                link('Jobs abroad', '/jobs'),
              ],
            },
            {
              Title: 'About BUNAC',
              Links: [
                link('About us', '/about-us'),
                link('Contact us', '/contact-us'),
                link('Events', '/events'),
                link('News', '/news'),
                link('Site map', '/sitemap'),
              ],
            },
          ],
          Social: [
            { Network: 'instagram', URL: 'https://www.instagram.com/bunac' },
            { Network: 'facebook', URL: 'https://www.facebook.com/bunac' },
            { Network: 'tiktok', URL: 'https://www.tiktok.com/@bunac' },
            { Network: 'x', URL: 'https://x.com/bunac' },
          ],
          AffiliateLinks: [
            { Image: 'bn-affiliate-wta', Link: '/about-us', Variant: 'primary' },
            { Image: 'bn-affiliate-tfps', Link: '/about-us', Variant: 'primary' },
          ],
          SubFooter: {
            Text: '© 2026 BUNAC. All rights reserved. Payments protected by the Travel Funds Protection Scheme.',
            Links: [
              link('Privacy notice', '/privacy-policy'),
              link('Cookies', '/cookie-policy'),
              link('Booking terms', '/terms-and-conditions'),
            ],
          },
          AutomatedMenuItems: [
            { Label: 'Travel guides', Source: 'travelGuides', rank: 1 },
            { Label: 'Advice articles', Source: 'infoBlogs', rank: 2 },
            { Label: 'Events', Source: 'events', rank: 3 },
          ],
          MyBookingLink: link('My BUNAC', `${BOOKING}/my-bunac`),
        },
        // The words of BUNAC's menu, so each page it opens is titled as the menu said.
        SectionNames: { Experiences: 'Programmes', InfoHub: 'Advice hub' },
        BookingHosts: new URL(BOOKING).host,
        Newsletter: {
          ListId: 'bn-newsletter-uk',
          EmailTemplateId: 'bn-welcome-2026',
          Title: 'Start planning your adventure',
          Text: 'Programme launches, interview dates and money-saving offers, straight to your inbox.',
          ButtonText: 'Subscribe',
          SuccessText: 'You are subscribed. Look out for our next email!',
          PrivacyCheckboxText:
            'I would like to receive emails from BUNAC about programmes and events. I can unsubscribe at any time, and my details are handled under the privacy notice.',
        },
        CookiePolicyNotification: {
          Text: 'BUNAC uses cookies to make this site work and to understand how it is used. By continuing you agree to our use of essential cookies; you can manage the others at any time.',
          AcceptButtonText: 'Accept all cookies',
          RejectButtonText: 'Reject all cookies',
        },
      },
    ],

    experience: [
      {
        Name: 'Summer Camp',
        TagLine: 'Work at an American summer camp and travel afterwards',
        Slug: 'summer-camp',
        rank: 1,
        Hero: {
          BannerImage: 'bn-usa-camp',
          TagLine: 'Summer Camp USA',
          Title: 'Spend your summer at an American camp',
          IntroText:
            'Coach, counsel and cook your way through nine unforgettable weeks, then travel the USA on your own terms.',
          CallToAction: link('Summer Camp USA', CAMP),
          SecondaryAction: link('Support staff roles', SUPPORT),
        },
        SeoDetails: seo(
          'Summer Camp USA Programmes | BUNAC',
          'Work at a summer camp in the USA as a counsellor or support staff. Visa support, flights and insurance with BUNAC.',
        ),
        TileDetails: tile(
          'Summer Camp',
          'Counsellor and support roles in the USA',
          'Summer Camp',
          'Explore summer camp',
        ),
        FAQ: faq(3, 'Summer camp FAQs', [
          [
            'How old do I need to be?',
            'You need to be at least 18 by 1 June in the year you travel. There is no upper age limit for counsellor roles.',
          ],
          [
            'When do camps start?',
            'Most camps begin staff training in late May or early June and finish in mid to late August.',
          ],
          ['Can I travel after camp?', 'Yes. You can stay for up to 30 days after camp to explore the USA.'],
        ]),
        USP: usps(1, 'Why BUNAC for summer camp', [
          ['Over 60 years of experience', 'We have sent young people to American camps since the 1960s.'],
          ['Interview days across the UK', 'Meet camp directors in London, Manchester and Edinburgh.'],
          ['Everything in one fee', 'Visa paperwork, flights and insurance included.'],
        ]),
        countries: ['US'],
        MediaDisplay: {
          Title: 'Camp in pictures',
          Body: 'Lakes, **campfires** and a cabin full of new friends.',
          Media: ['bn-usa-camp', 'bn-campfire', 'bn-lake-square'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Summer camp programmes',
          SubTitle: 'Counsellor or support staff',
          rank: 4,
          products_v2: ['summer-camp-usa'],
          products: ['summer-camp-support-staff'],
        },
        brands,
      },
      {
        Name: 'Work Abroad',
        TagLine: 'Live and work in Canada or Australia for up to two years',
        Slug: 'work-abroad',
        rank: 2,
        Hero: {
          BannerImage: 'bn-canada-snow',
          TagLine: 'Work abroad',
          Title: 'Work, travel and live abroad',
          IntroText:
            'Find a job in a ski resort, a city café or a tropical tour company, with BUNAC support before and after you land.',
          CallToAction: link('Work Canada', CANADA),
          SecondaryAction: link('Work Australia', AUSTRALIA),
        },
        SeoDetails: seo(
          'Work Abroad Programmes | BUNAC',
          'Work Canada and Work Australia programmes with visa guidance, arrival support and job help from BUNAC.',
        ),
        TileDetails: tile('Work Abroad', 'Canada and Australia, up to two years', 'Work Abroad', 'Explore work abroad'),
        FAQ: faq(3, 'Work abroad FAQs', [
          [
            'Do I need a job offer before I go?',
            'No. Both programmes let you look for work once you arrive, and our local partners help you get started.',
          ],
          [
            'How long can I stay?',
            'Up to two years in Canada and one year in Australia, with options to extend in Australia.',
          ],
          ['Is there an age limit?', 'UK citizens can apply from 18 to 35 for both programmes.'],
        ]),
        USP: usps(1, 'Why work abroad with BUNAC', [
          ['Visa guidance', 'We check your application before you submit it.'],
          ['Arrival support', 'Orientation in your arrival city and a local helpline.'],
          ['Job resources', 'Vacancy boards and CV help from our partners.'],
        ]),
        countries: ['CA', 'AU'],
        MediaDisplay: {
          Title: 'Life on a working holiday',
          Body: 'Powder days in **Whistler** or reef days in **Cairns**: which will it be?',
          Media: ['bn-canada-snow', 'bn-australia-coast', 'bn-snow-night'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Work abroad programmes',
          SubTitle: 'Snow or sunshine',
          rank: 4,
          products_v2: ['work-canada', 'work-australia'],
          destinations: ['western-canada', 'east-coast-australia'],
        },
        brands,
      },
      {
        Name: 'Volunteer Abroad',
        TagLine: 'Give something back on conservation projects',
        Slug: 'volunteer-abroad',
        rank: 3,
        Hero: {
          BannerImage: 'bn-forest',
          TagLine: 'Volunteer abroad',
          Title: 'Volunteer where it matters',
          IntroText:
            'Plant native forest in New Zealand or care for rescued wildlife in Australia on hands-on conservation projects.',
          CallToAction: link('New Zealand conservation', NZ_VOLUNTEER),
          SecondaryAction: link('Australia wildlife project', AU_VOLUNTEER),
        },
        SeoDetails: seo(
          'Volunteer Abroad Programmes | BUNAC',
          'Conservation volunteering in New Zealand and wildlife care in Australia, with accommodation and support included.',
        ),
        TileDetails: tile(
          'Volunteer Abroad',
          'Conservation in New Zealand and Australia',
          'Volunteer',
          'Explore volunteering',
        ),
        FAQ: faq(3, 'Volunteering FAQs', [
          [
            'Do I need experience?',
            'No. All projects include training, and our project leaders work alongside you every day.',
          ],
          [
            'How long are the projects?',
            'From two to twelve weeks. Many volunteers combine a project with a working holiday.',
          ],
          [
            'Where does my fee go?',
            'Your fee covers accommodation, meals, training and a contribution to the project’s running costs.',
          ],
        ]),
        USP: usps(1, 'Why volunteer with BUNAC', [
          ['Vetted projects', 'Every project is visited and reviewed by our team.'],
          ['Accommodation included', 'Shared volunteer houses or eco-lodges.'],
          ['Combine with work', 'Add a working holiday before or after your project.'],
        ]),
        countries: ['NZ', 'AU'],
        MediaDisplay: {
          Title: 'Volunteering in pictures',
          Body: 'Native forest, **rescued wildlife** and coastline clean-ups.',
          Media: ['bn-forest', 'bn-forest-square', 'bn-coast-dusk'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Volunteering projects',
          SubTitle: 'Choose your cause',
          rank: 4,
          products: ['conservation-volunteer-new-zealand', 'wildlife-volunteer-australia'],
        },
        brands,
      },
    ],

    product: [
      {
        Name: 'Summer Camp Support Staff',
        Slug: 'summer-camp-support-staff',
        rank: 1,
        Hero: {
          BannerImage: 'bn-forest',
          TagLine: 'Summer camp',
          Title: 'Summer Camp Support Staff',
          IntroText:
            'Work in the kitchen, laundry or maintenance team at an American camp. No experience with children needed.',
          CallToAction: link('Apply now', `${BOOKING}/apply/summer-camp-support-staff`),
          SecondaryAction: link('Counsellor roles', CAMP),
        },
        SeoDetails: seo(
          'Summer Camp Support Staff | BUNAC',
          'Kitchen, maintenance and office jobs at US summer camps for students. Visa, flights and insurance included.',
        ),
        TileDetails: tile(
          'Summer Camp Support Staff',
          'Behind-the-scenes camp jobs for students',
          'Support Staff',
          'View programme',
        ),
        experience: 'summer-camp',
        UspBlocks: usps(1, 'Why choose support staff', [
          ['Higher pay', 'Support staff earn more than first-year counsellors.'],
          ['No childcare experience', 'Ideal if you prefer practical work.'],
          ['Free time', 'Most evenings are yours to enjoy.'],
        ]),
        PriceSection: {
          Title: 'Programme fee',
          SubTitle: 'Summer 2027',
          Price: 749,
          Currency: 'GBP',
          PriceCTAText: 'Apply now',
          Information: 'Pay a £99 registration fee to apply; the balance is due once you are placed.',
          SummaryLine: 'Includes return flights, visa paperwork and insurance',
          VerticalImage: 'bn-tall-lake',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Support staff places for 2027 are open',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/summer-camp-support-staff`,
        },
        CompatibilityCheck: {
          Title: 'Is support staff right for you?',
          IntroText: 'This role suits practical people who enjoy teamwork.',
          Items: list(
            'You like hands-on work',
            'You are happy with early starts',
            'You want to save money while travelling',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Eligibility',
          IntroText: 'You must meet all of these to apply.',
          Items: list(
            'Full-time university student',
            'Aged 18 to 30 on 1 June 2027',
            'UK passport holder or UK resident',
            'Available from early June to mid-August',
          ),
          rank: 4,
        },
        inclusions: list(
          'Return flights from London',
          'Visa sponsorship paperwork',
          'Travel insurance',
          'Board and lodging at camp',
        ),
        exclusions: list('Visa interview fee', 'Police check', 'Travel after camp'),
        InfoBanner1: {
          Title: 'Prefer working with kids?',
          Body: 'See our counsellor programme.',
          Image: 'bn-campfire',
          ButtonText: 'Summer Camp USA',
          ButtonLink: CAMP,
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Ace your camp interview',
          Body: 'Our guide covers what camp directors ask.',
          Image: 'bn-lake-square',
          ButtonText: 'Read the guide',
          ButtonLink: '/infohub/articles/summer-camp-usa-interview-guide',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Meet us in Edinburgh',
          Body: 'Our interview day is on 23 January 2027.',
          Image: 'bn-city',
          ButtonText: 'See events',
          ButtonLink: '/events',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Explore the Catskills',
          Body: 'Many of our partner camps are in New York’s Catskill Mountains.',
          Image: 'bn-usa-camp',
          ButtonText: 'Read the guide',
          ButtonLink: '/travel-guides/the-catskills',
          rank: 9,
        },
        FAQ: faq(6, 'Support staff FAQs', [
          ['What jobs are available?', 'Kitchen, dishwashing, housekeeping, laundry, maintenance and office roles.'],
          [
            'Why do I need to be a student?',
            'The visa category for support staff requires you to be in full-time higher education and returning to your studies.',
          ],
          [
            'How much will I earn?',
            'Support staff typically earn $2,400 to $2,800 for the summer, plus board and lodging.',
          ],
        ]),
        blog_posts: ['my-summer-at-camp-in-the-catskills'],
        HanoverBookingLinks: [
          { name: 'Apply for summer 2027', url: `${BOOKING}/apply/summer-camp-support-staff?season=2027` },
        ],
        CrossSell: {
          Title: 'More summer camp options',
          SubTitle: 'Counsellor roles and destinations',
          rank: 10,
          products_v2: ['summer-camp-usa'],
          destinations: ['united-states'],
        },
        brands,
      },
      {
        Name: 'Conservation Volunteer New Zealand',
        Slug: 'conservation-volunteer-new-zealand',
        rank: 2,
        Hero: {
          BannerImage: 'bn-forest-square',
          TagLine: 'Volunteer abroad',
          Title: 'Conservation Volunteer New Zealand',
          IntroText:
            'Plant native trees, monitor birdlife and restore wetlands on a four-week project on the North Island.',
          CallToAction: link('Book now', `${BOOKING}/book/conservation-volunteer-new-zealand`),
          SecondaryAction: link('Wildlife project in Australia', AU_VOLUNTEER),
        },
        SeoDetails: seo(
          'Conservation Volunteering in New Zealand | BUNAC',
          'A four-week conservation project in New Zealand: native planting, bird monitoring and wetland restoration.',
        ),
        TileDetails: tile(
          'Conservation Volunteer New Zealand',
          'Four weeks restoring native habitats',
          'New Zealand',
          'View project',
        ),
        experience: 'volunteer-abroad',
        UspBlocks: usps(1, 'Why this project', [
          ['Real impact', 'Volunteers planted over 18,000 native trees last year.'],
          ['Expert leaders', 'Work with local rangers and ecologists.'],
          ['Weekend adventures', 'Hot springs, volcanoes and coastal walks nearby.'],
        ]),
        PriceSection: {
          Title: 'Project fee',
          SubTitle: 'Four weeks, starting every month',
          Price: 1295,
          Currency: 'GBP',
          PriceCTAText: 'Book now',
          Information: 'A £200 deposit secures your start date. Balance due 60 days before.',
          SummaryLine: 'Includes accommodation, meals, training and transfers',
          VerticalImage: 'bn-tall-lake',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Monthly start dates in 2027',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/book/conservation-volunteer-new-zealand`,
        },
        CompatibilityCheck: {
          Title: 'Is this project for you?',
          IntroText: 'Conservation work is physical and rewarding.',
          Items: list(
            'You enjoy being outdoors all day',
            'You are happy in shared accommodation',
            'You care about wildlife and habitats',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Requirements',
          IntroText: 'Please check before booking.',
          Items: list('Aged 18 or over', 'Reasonable fitness', 'Visitor visa or working-holiday visa for New Zealand'),
          rank: 4,
        },
        inclusions: list(
          'Four weeks of shared accommodation',
          'Three meals a day',
          'Airport transfers',
          'Project training and equipment',
        ),
        exclusions: list('Flights', 'Travel insurance', 'Weekend activities'),
        InfoBanner1: {
          Title: 'Combine with a working holiday',
          Body: 'Add months of paid work to your trip with our working holiday guide.',
          Image: 'bn-coast-dusk',
          ButtonText: 'Visa guide',
          ButtonLink: VISA_GUIDE,
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Insurance for volunteers',
          Body: 'Make sure your policy covers manual work.',
          Image: 'bn-forest',
          ButtonText: 'Insurance essentials',
          ButtonLink: '/travel-essentials/health-and-insurance',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Prefer wildlife care?',
          Body: 'Help rescued animals in Queensland.',
          Image: 'bn-beach',
          ButtonText: 'Australia project',
          ButtonLink: AU_VOLUNTEER,
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Talk to our volunteering team',
          Body: 'Ask about dates, accommodation and what to pack.',
          Image: 'bn-forest-square',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us',
          rank: 9,
        },
        FAQ: faq(6, 'Project FAQs', [
          ['What is a typical day?', 'Fieldwork from 8am to 4pm with a lunch break, then free evenings.'],
          ['Where will I stay?', 'In a shared volunteer house with a kitchen, lounge and Wi-Fi.'],
          ['What should I bring?', 'Waterproofs, sturdy boots and warm layers. Work gloves are provided.'],
        ]),
        blog_posts: ['cairns-reef-and-rainforest-weekends'],
        HanoverBookingLinks: [
          { name: 'Book a 2027 start date', url: `${BOOKING}/book/conservation-volunteer-new-zealand?year=2027` },
        ],
        CrossSell: {
          Title: 'Other projects',
          SubTitle: 'Volunteer in Australia',
          rank: 10,
          products: ['wildlife-volunteer-australia'],
          experiences: ['volunteer-abroad'],
        },
        brands,
      },
      {
        Name: 'Wildlife Volunteer Australia',
        Slug: 'wildlife-volunteer-australia',
        rank: 3,
        Hero: {
          BannerImage: 'bn-beach',
          TagLine: 'Volunteer abroad',
          Title: 'Wildlife Volunteer Australia',
          IntroText: 'Care for rescued koalas, kangaroos and birds at a wildlife sanctuary in tropical Queensland.',
          CallToAction: link('Book now', `${BOOKING}/book/wildlife-volunteer-australia`),
          SecondaryAction: link('Work Australia', AUSTRALIA),
        },
        SeoDetails: seo(
          'Wildlife Volunteering in Australia | BUNAC',
          'Two weeks caring for rescued native animals at a Queensland wildlife sanctuary. Accommodation and meals included.',
        ),
        TileDetails: tile(
          'Wildlife Volunteer Australia',
          'Two weeks at a Queensland sanctuary',
          'Wildlife Australia',
          'View project',
        ),
        experience: 'volunteer-abroad',
        UspBlocks: usps(1, 'Why volunteer here', [
          ['Hands-on care', 'Feed, clean and help rehabilitate native animals.'],
          ['Tropical setting', 'The sanctuary sits between rainforest and reef.'],
          ['Perfect add-on', 'Combine with Work Australia for the full experience.'],
        ]),
        PriceSection: {
          Title: 'Project fee',
          SubTitle: 'Two weeks',
          Price: 1095,
          Currency: 'GBP',
          PriceCTAText: 'Book now',
          Information: 'A £200 deposit secures your place. Extra weeks from £395.',
          SummaryLine: 'Includes accommodation, meals and airport pick-up',
          VerticalImage: 'bn-tall-beach',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Start any Monday in 2027',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/book/wildlife-volunteer-australia`,
        },
        CompatibilityCheck: {
          Title: 'Is this project for you?',
          IntroText: 'Animal care is rewarding but not always glamorous.',
          Items: list(
            'You are comfortable with early starts',
            'You do not mind cleaning enclosures',
            'You can cope with heat and humidity',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Requirements',
          IntroText: 'Please check before booking.',
          Items: list('Aged 18 or over', 'Up-to-date tetanus vaccination', 'Valid Australian visa'),
          rank: 4,
        },
        inclusions: list(
          'Shared volunteer accommodation',
          'Breakfast and dinner',
          'Airport pick-up in Cairns',
          'Training and uniform',
        ),
        exclusions: list('Flights', 'Visa', 'Lunches and weekend trips'),
        InfoBanner1: {
          Title: 'Explore Cairns',
          Body: 'The sanctuary is 40 minutes from town.',
          Image: 'bn-australia-coast',
          ButtonText: 'Cairns guide',
          ButtonLink: '/travel-guides/cairns',
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Stay on and work',
          Body: 'Turn your trip into a year with Work Australia.',
          Image: 'bn-beach-square',
          ButtonText: 'Work Australia',
          ButtonLink: AUSTRALIA,
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Tax file numbers',
          Body: 'Working after your project? Here is how to get set up.',
          Image: 'bn-coast-dusk',
          ButtonText: 'Read the guide',
          ButtonLink: '/infohub/articles/getting-a-tax-file-number-in-australia',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Questions?',
          Body: 'Our volunteering team is here to help.',
          Image: 'bn-forest',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us',
          rank: 9,
        },
        FAQ: faq(6, 'Project FAQs', [
          [
            'Will I handle koalas?',
            'Only trained staff handle koalas, but you will prepare their food and help with care routines.',
          ],
          ['What is the weather like?', 'Hot and humid, especially from December to March. Bring sun protection.'],
          ['Can I extend?', 'Yes, in one-week blocks, subject to availability.'],
        ]),
        blog_posts: ['cairns-reef-and-rainforest-weekends', 'getting-a-tax-file-number-in-australia'],
        HanoverBookingLinks: [
          { name: 'Book a 2027 start date', url: `${BOOKING}/book/wildlife-volunteer-australia?year=2027` },
        ],
        CrossSell: {
          Title: 'Make it a bigger trip',
          SubTitle: 'Work and volunteer in Australia',
          rank: 10,
          products_v2: ['work-australia'],
          destinations: ['east-coast-australia'],
        },
        brands,
      },
    ],

    'product-v2': [
      {
        Name: 'Summer Camp USA',
        Slug: 'summer-camp-usa',
        rank: 1,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Summer Camp USA',
            TagLine: 'The original summer adventure',
            IntroText: 'Spend nine weeks as a counsellor at an American summer camp, then travel for up to a month.',
            backgroundImage: 'bn-usa-camp',
            CallToAction: link('Apply now', `${BOOKING}/apply/summer-camp-usa`),
            SecondaryAction: link('Interview guide', '/infohub/articles/summer-camp-usa-interview-guide'),
          },
          TickerBanner: 'Interview days in London, Manchester and Edinburgh this winter',
        },
        SeoDetails: seo(
          'Summer Camp USA | BUNAC',
          'Be a summer camp counsellor in the USA in 2027. Visa paperwork, flights and insurance included from £849.',
        ),
        TileDetails: tile(
          'Summer Camp USA',
          'Nine weeks as a camp counsellor from £849',
          'Summer Camp USA',
          'View programme',
        ),
        experience: 'summer-camp',
        Sections: [
          {
            __component: 'blocks.usp-list',
            ...usps(1, 'Why Summer Camp USA', [
              ['Paid summer', 'Earn $2,000 or more, with food and lodging covered.'],
              ['Meet camps face to face', 'Interview days across the UK.'],
              ['Support throughout', 'A 24-hour emergency line while you are away.'],
            ]),
          },
          {
            __component: 'blocks.cost-section',
            Title: 'Programme costs',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              {
                Text: 'Registration fee',
                TooltipText: 'Paid when you apply. Refunded if we cannot place you.',
                Price: 99,
              },
              {
                Text: 'Programme fee',
                TooltipText: 'Due when you are placed with a camp. Covers visa paperwork and orientation.',
                Price: 450,
              },
              {
                Text: 'Final balance',
                TooltipText: 'Due by 1 April. Covers flights and travel insurance.',
                Price: 300,
              },
            ],
            TotalPrice: 849,
            Button: link('Apply now', `${BOOKING}/apply/summer-camp-usa`),
            Inclusions: list(
              'Return flights from London, Manchester or Edinburgh',
              'Visa sponsorship paperwork',
              'Travel and medical insurance',
              'Pre-departure orientation',
              'Board and lodging at camp',
            ),
            Exclusions: list('Visa interview fee', 'Police check', 'Travel after camp'),
            rank: 2,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Five reasons to go to camp',
            Items: [
              { Title: 'Lakeside mornings', Body: 'Start the day with a paddle on the lake.', Image: 'bn-lake-square' },
              { Title: 'Campfire nights', Body: 'Songs, stories and s’mores under the stars.', Image: 'bn-campfire' },
              { Title: 'Teach your passion', Body: 'From football to drama, share your skills.', Image: 'bn-usa-camp' },
              { Title: 'Friends for life', Body: 'Staff come from over 20 countries.', Image: 'bn-forest' },
              { Title: 'Travel the States', Body: 'Up to 30 days to explore after camp.', Image: 'bn-city' },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Camp stories',
            Items: [
              {
                Quote:
                  'I was nervous about the interview day, but I left with a job offer from a camp in the Catskills.',
                Name: 'Sophie Turnbull',
                Role: 'Summer Camp USA 2026',
                Photo: 'bn-traveller-sophie',
                Rating: 5,
              },
              {
                Quote: 'Coaching football to American kids who had never seen a proper header was brilliant.',
                Name: 'Jamal Hussain',
                Role: 'Summer Camp USA 2026',
                Photo: 'bn-traveller-jamal',
                Rating: 5,
              },
              {
                Quote: 'The road trip after camp was the cherry on top. Nine weeks of savings, 30 days of freedom.',
                Name: 'Niamh Gallagher',
                Role: 'Summer Camp USA 2025',
                Photo: 'bn-traveller-niamh',
                Rating: 4,
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'Your route to camp',
            Steps: [
              {
                Title: 'Apply',
                Body: 'Complete your online application and pay the registration fee.',
                TimeFrame: 'From October',
              },
              { Title: 'Interview', Body: 'Meet us online or at an interview day.', TimeFrame: 'November to February' },
              { Title: 'Placement', Body: 'A camp offers you a role.', TimeFrame: 'December to April' },
              {
                Title: 'Visa appointment',
                Body: 'Attend your embassy interview in London or Belfast.',
                TimeFrame: 'April to May',
              },
              { Title: 'Fly to camp', Body: 'Orientation, then off to camp.', TimeFrame: 'June' },
            ],
            rank: 5,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Summer at camp',
            Images: ['bn-usa-camp', 'bn-campfire', 'bn-lake-square', 'bn-forest'],
            rank: 6,
          },
          {
            __component: 'blocks.faq',
            ...faq(7, 'Summer Camp USA FAQs', [
              [
                'What skills do camps want?',
                'Sports coaches, lifeguards, arts and crafts, music, drama and outdoor skills are all in demand.',
              ],
              [
                'Can I go with a friend?',
                'You can request the same camp, but placements depend on what each camp needs.',
              ],
              [
                'What if I am not placed?',
                'If we cannot place you, your registration fee and programme fee are refunded in full.',
              ],
            ]),
          },
          {
            __component: 'blocks.video-display',
            TagLine: 'Watch',
            Title: 'Summer Camp USA in two minutes',
            SubTitle: 'Filmed by BUNAC counsellors last summer',
            Body: 'Hear from counsellors about their first day, their campers and the road trip afterwards.',
            VideoTitle: 'Summer Camp USA: counsellor stories',
            VideoUrl: 'https://www.youtube.com/@bunac',
            ButtonText1: 'Apply now',
            Button1Link: `${BOOKING}/apply/summer-camp-usa`,
            Image: 'bn-campfire',
            rank: 8,
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Summer 2027 applications are open',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/summer-camp-usa`,
        },
        HanoverBookingLinks: [{ name: 'Apply for summer 2027', url: `${BOOKING}/apply/summer-camp-usa?season=2027` }],
        brands,
      },
      {
        Name: 'Work Canada',
        Slug: 'work-canada',
        rank: 2,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Work Canada',
            TagLine: 'Up to two years in Canada',
            IntroText:
              'Work a ski season in Whistler or a summer in Vancouver on a working-holiday permit, with BUNAC support throughout.',
            backgroundImage: 'bn-canada-snow',
            CallToAction: link('Book now', `${BOOKING}/book/work-canada`),
            SecondaryAction: link('Visa step by step', '/infohub/articles/canada-working-holiday-visa-step-by-step'),
          },
          TickerBanner: 'Winter 2027–28 places now released',
        },
        SeoDetails: seo(
          'Work Canada | BUNAC',
          'Live and work in Canada for up to two years. Permit guidance, arrival orientation and job support from £799.',
        ),
        TileDetails: tile('Work Canada', 'Up to two years from £799', 'Work Canada', 'View programme'),
        experience: 'work-abroad',
        Sections: [
          {
            __component: 'blocks.cost-section',
            Title: 'Programme costs',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              {
                Text: 'Deposit',
                TooltipText: 'Paid when you book. Secures your place and permit support.',
                Price: 150,
              },
              {
                Text: 'Programme fee',
                TooltipText: 'Due once your permit invitation arrives. Covers orientation and arrival support.',
                Price: 350,
              },
              {
                Text: 'Insurance balance',
                TooltipText: 'Due 30 days before departure. Covers 12 months of working-holiday insurance.',
                Price: 299,
              },
            ],
            TotalPrice: 799,
            Button: link('Book Work Canada', `${BOOKING}/book/work-canada`),
            Inclusions: list(
              'Permit application guidance',
              'Arrival orientation in Vancouver',
              'Three nights of hostel accommodation',
              '12 months of working-holiday insurance',
              'Job search resources',
            ),
            Exclusions: list('Flights', 'Government permit fees', 'Accommodation after arrival'),
            rank: 1,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five Canadian jobs',
            Items: [
              {
                Title: 'Ski resort staff',
                Body: 'Lifts, rentals and ski school in Whistler.',
                Image: 'bn-canada-snow',
              },
              { Title: 'Hospitality', Body: 'Cafés, bars and hotels in Vancouver.', Image: 'bn-city' },
              { Title: 'National park roles', Body: 'Summer jobs in mountain lodges.', Image: 'bn-mountains' },
              { Title: 'Tour guiding', Body: 'Lead hikes and wildlife tours.', Image: 'bn-aurora' },
              { Title: 'Après-ski venues', Body: 'Evening work in the village.', Image: 'bn-snow-night' },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Work Canada stories',
            Items: [
              {
                Quote: 'Two winters in Whistler and a summer in the Rockies. I cannot recommend it enough.',
                Name: 'Niamh Gallagher',
                Role: 'Work Canada 2025–26',
                Photo: 'bn-traveller-niamh',
                Rating: 5,
              },
              {
                Quote: 'The orientation in Vancouver sorted my bank account and SIN in a day.',
                Name: 'Ollie Fenwick',
                Role: 'Work Canada 2026',
                Rating: 5,
              },
              {
                Quote: 'Having BUNAC check my permit application saved me a lot of stress.',
                Name: 'Priya Desai',
                Role: 'Work Canada 2026',
                Rating: 4,
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'How Work Canada works',
            Steps: [
              {
                Title: 'Book with BUNAC',
                Body: 'Pay your deposit and get your permit checklist.',
                TimeFrame: 'Any time',
              },
              {
                Title: 'Enter the pool',
                Body: 'Create your profile in the working-holiday pool.',
                TimeFrame: 'Within a week',
              },
              {
                Title: 'Invitation to apply',
                Body: 'Submit your full permit application.',
                TimeFrame: 'Usually within 8 weeks',
              },
              { Title: 'Permit approved', Body: 'Receive your port of entry letter.', TimeFrame: '4 to 8 weeks later' },
              {
                Title: 'Arrive in Vancouver',
                Body: 'Orientation and your first three nights.',
                TimeFrame: 'Within 12 months',
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Life in Canada',
            Images: ['bn-canada-snow', 'bn-snow-night', 'bn-aurora', 'bn-mountains'],
            rank: 5,
          },
          {
            __component: 'blocks.usp-list',
            ...usps(6, 'Why book with BUNAC', [
              ['Permit expertise', 'We have helped thousands through the Canadian permit process.'],
              ['Vancouver orientation', 'Bank accounts, tax numbers and job tips in one day.'],
              ['UK helpline', 'Call us from Canada any time.'],
            ]),
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Winter 2027–28 places released',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/book/work-canada`,
        },
        HanoverBookingLinks: [{ name: 'Book Work Canada', url: `${BOOKING}/book/work-canada?year=2027` }],
        brands,
      },
      {
        Name: 'Work Australia',
        Slug: 'work-australia',
        rank: 3,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Work Australia',
            TagLine: 'A year of sunshine and paid work',
            IntroText:
              'Fly into Sydney or Cairns, find work with our partner network and explore Australia on a working-holiday visa.',
            backgroundImage: 'bn-australia-coast',
            CallToAction: link('Book now', `${BOOKING}/book/work-australia`),
            SecondaryAction: link('Tax file number guide', '/infohub/articles/getting-a-tax-file-number-in-australia'),
          },
          TickerBanner: 'Free reef day trip for Cairns arrivals in spring 2027',
        },
        SeoDetails: seo(
          'Work Australia | BUNAC',
          'A working holiday in Australia with visa guidance, arrival accommodation, job support and insurance from £895.',
        ),
        TileDetails: tile('Work Australia', 'A year down under from £895', 'Work Australia', 'View programme'),
        experience: 'work-abroad',
        Sections: [
          {
            __component: 'blocks.cost-section',
            Title: 'Programme costs',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              { Text: 'Deposit', TooltipText: 'Paid when you book. Secures your arrival date.', Price: 150 },
              {
                Text: 'Programme fee',
                TooltipText: 'Due 60 days before departure. Covers arrival accommodation and orientation.',
                Price: 400,
              },
              {
                Text: 'Insurance balance',
                TooltipText: 'Due 30 days before departure. Covers 12 months of working-holiday insurance.',
                Price: 345,
              },
            ],
            TotalPrice: 895,
            Button: link('Book Work Australia', `${BOOKING}/book/work-australia`),
            Inclusions: list(
              'Visa application guidance',
              'Airport pick-up in Sydney or Cairns',
              'Five nights of hostel accommodation',
              'Orientation with bank and tax set-up',
              '12 months of working-holiday insurance',
            ),
            Exclusions: list('Flights', 'Visa fee', 'Accommodation after week one'),
            rank: 1,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five Australian experiences',
            Items: [
              {
                Title: 'Snorkel the reef',
                Body: 'Day trips from Cairns to the outer reef.',
                Image: 'bn-australia-coast',
              },
              { Title: 'Rainforest walks', Body: 'Ancient rainforest an hour from the coast.', Image: 'bn-forest' },
              { Title: 'Beach weekends', Body: 'White sand and warm water all year.', Image: 'bn-beach' },
              { Title: 'Sunset on the coast', Body: 'Golden hour from the esplanade.', Image: 'bn-beach-square' },
              { Title: 'Farm work', Body: 'Regional work to extend your visa.', Image: 'bn-coast-dusk' },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Work Australia stories',
            Items: [
              {
                Quote: 'I had a job on a reef boat within two weeks of landing in Cairns.',
                Name: 'Jamal Hussain',
                Role: 'Work Australia 2026',
                Photo: 'bn-traveller-jamal',
                Rating: 5,
              },
              {
                Quote: 'The orientation made the tax and bank stuff painless.',
                Name: 'Sophie Turnbull',
                Role: 'Work Australia 2025',
                Photo: 'bn-traveller-sophie',
                Rating: 5,
              },
              {
                Quote: 'Three months of farm work meant I could stay a second year.',
                Name: 'Callum Shaw',
                Role: 'Work Australia 2024–26',
                Rating: 4,
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'How Work Australia works',
            Steps: [
              {
                Title: 'Book with BUNAC',
                Body: 'Choose your arrival city and date.',
                TimeFrame: 'Up to 12 months ahead',
              },
              {
                Title: 'Apply for your visa',
                Body: 'We check your application before you submit.',
                TimeFrame: '3 months before',
              },
              { Title: 'Pre-departure webinar', Body: 'Money, jobs and packing tips.', TimeFrame: '1 month before' },
              { Title: 'Arrive and orientate', Body: 'Airport pick-up and orientation day.', TimeFrame: 'Week one' },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Life in Australia',
            Images: ['bn-australia-coast', 'bn-beach', 'bn-forest', 'bn-beach-square'],
            rank: 5,
          },
          {
            __component: 'blocks.faq',
            ...faq(6, 'Work Australia FAQs', [
              [
                'Which city should I arrive in?',
                'Sydney for city jobs and Cairns for tourism and reef work. You can travel between them later.',
              ],
              ['Can I stay longer than a year?', 'Yes, by completing specified regional work during your first year.'],
              ['How much money do I need?', 'The visa requires proof of around AUD 5,000; we recommend bringing more.'],
            ]),
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Spring 2027 Cairns arrivals: free reef trip',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/book/work-australia`,
        },
        HanoverBookingLinks: [
          { name: 'Book a Sydney arrival', url: `${BOOKING}/book/work-australia?arrival=sydney` },
          { name: 'Book a Cairns arrival', url: `${BOOKING}/book/work-australia?arrival=cairns` },
        ],
        brands,
      },
      {
        Name: 'Working Holiday Visa Guide',
        Slug: 'working-holiday-visa-guide',
        rank: 4,
        IsInfoHubPage: true,
        productHero: {
          heroTextSection: {
            Title: 'Working holiday visa guide',
            TagLine: 'Advice hub',
            IntroText:
              'How UK travellers get working-holiday visas for Canada and Australia, with timings, costs and common mistakes.',
            backgroundImage: 'bn-mountains',
            CallToAction: link('Work Canada', CANADA),
            SecondaryAction: link('Work Australia', AUSTRALIA),
          },
        },
        SeoDetails: seo(
          'Working Holiday Visa Guide for UK Travellers | BUNAC',
          'Canada and Australia working-holiday visas explained for UK citizens: eligibility, costs, timings and tips.',
        ),
        TileDetails: tile(
          'Working holiday visa guide',
          'Canada and Australia explained',
          'Visa Guide',
          'Read the guide',
        ),
        experience: 'work-abroad',
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'The basics',
            Body:
              'A working-holiday visa lets you **live and work abroad for one to two years**. UK citizens aged 18 to 35 can apply for both Canada and Australia.\n\n' +
              '### Canada\n\n' +
              '- Up to 24 months\n- Apply through the working-holiday pool\n- Proof of funds of around CAD 2,500\n\n' +
              '### Australia\n\n' +
              '- 12 months, extendable with regional work\n- Apply online\n- Proof of funds of around AUD 5,000',
            rank: 1,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'Typical timeline',
            Steps: [
              { Title: 'Check eligibility', Body: 'Passport, age and funds.', TimeFrame: '6 months before' },
              { Title: 'Apply', Body: 'Submit your online application.', TimeFrame: '3 to 6 months before' },
              { Title: 'Medical or biometrics', Body: 'Only if requested.', TimeFrame: 'If needed' },
              { Title: 'Visa granted', Body: 'Keep a copy with your passport.', TimeFrame: '1 day to 8 weeks' },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'Visa FAQs', [
              [
                'Can I apply for both countries?',
                'Yes. Many travellers spend a year in each. Apply for the second visa while you are still eligible by age.',
              ],
              ['Do I need a job offer?', 'No. Neither visa requires a job offer before you travel.'],
              [
                'What are the most common mistakes?',
                'Letting your passport run too close to expiry, and not having proof of funds ready when you arrive.',
              ],
            ]),
          },
          {
            __component: 'blocks.info-banner',
            Title: 'Step-by-step for Canada',
            Body: 'Our detailed article walks through the Canadian permit from pool to port of entry.',
            Image: 'bn-snow-night',
            ButtonText: 'Read the article',
            ButtonLink: '/infohub/articles/canada-working-holiday-visa-step-by-step',
            rank: 4,
          },
        ],
        brands,
      },
      {
        $status: 'draft',
        Name: 'Work New Zealand',
        Slug: 'work-new-zealand',
        rank: 5,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Work New Zealand',
            TagLine: 'Coming in 2027',
            IntroText:
              'Work and travel in New Zealand for up to 23 months, starting in Auckland with our arrival package.',
            backgroundImage: 'bn-forest-square',
            CallToAction: link('Book now', `${BOOKING}/book/work-new-zealand`),
            SecondaryAction: link('Visa guide', VISA_GUIDE),
          },
          TickerBanner: 'Launching spring 2027',
        },
        SeoDetails: seo(
          'Work New Zealand | BUNAC',
          'Work and travel in New Zealand for up to 23 months with BUNAC arrival support.',
        ),
        TileDetails: tile('Work New Zealand', 'Up to 23 months from £850', 'Work New Zealand', 'View programme'),
        experience: 'work-abroad',
        Sections: [
          {
            __component: 'blocks.cost-section',
            Title: 'Programme costs',
            PriceLocale: 'en-GB',
            Currency: 'GBP',
            PaymentStages: [
              { Text: 'Deposit', TooltipText: 'Paid when you book.', Price: 150 },
              {
                Text: 'Programme fee',
                TooltipText: 'Due 60 days before departure. Covers arrival support.',
                Price: 380,
              },
              { Text: 'Insurance balance', TooltipText: 'Due 30 days before departure.', Price: 320 },
            ],
            TotalPrice: 850,
            Button: link('Book Work New Zealand', `${BOOKING}/book/work-new-zealand`),
            Inclusions: list(
              'Visa guidance',
              'Airport pick-up in Auckland',
              'Four nights of hostel accommodation',
              'Orientation day',
            ),
            Exclusions: list('Flights', 'Visa fee'),
            rank: 1,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'New Zealand',
            Images: ['bn-forest-square', 'bn-mountains', 'bn-coast-dusk', 'bn-lake-square'],
            rank: 2,
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Launching spring 2027',
          ButtonText: 'Register interest',
          ButtonLink: `${BOOKING}/book/work-new-zealand`,
        },
        HanoverBookingLinks: [{ name: 'Book Work New Zealand', url: `${BOOKING}/book/work-new-zealand` }],
        brands,
      },
    ],

    destination: [
      {
        Name: 'United States',
        Slug: 'united-states',
        rank: 1,
        Hero: {
          BannerImage: 'bn-usa-camp',
          TagLine: 'Summer Camp USA',
          Title: 'A summer in the United States',
          IntroText: 'Work at camp, then travel from New York to California with the money you earned.',
          CallToAction: link('Summer Camp USA', CAMP),
          SecondaryAction: link('Support staff roles', SUPPORT),
        },
        SeoDetails: seo(
          'Summer Camp in the United States | BUNAC',
          'Spend your summer at an American camp as a counsellor or support staff, then travel the USA.',
        ),
        TileDetails: tile('United States', 'Summer camp and travel', 'USA', 'Explore the USA'),
        country: 'US',
        products: ['summer-camp-support-staff'],
        products_v2: ['summer-camp-usa'],
        OfferBanner: {
          Title: 'Interview days this winter',
          Subtitle: 'London, Manchester and Edinburgh',
          PromotionLogo: 'bn-logo',
          LogoLink: '/events',
          Background: 'bn-pattern',
          ButtonText: 'See events',
          ButtonLink: '/events',
          IntroText: 'Meet camp directors face to face and leave with a job offer.',
          rank: 1,
        },
        USPs: usps(2, 'Why the USA with BUNAC', [
          ['Hundreds of camps', 'From New England lakes to Californian hills.'],
          ['Face-to-face hiring', 'Meet camps at our UK interview days.'],
          ['All-inclusive fee', 'Flights, visa paperwork and insurance.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Travel guides',
          SubTitle: 'Where BUNAC travellers go',
          rank: 3,
          travel_guides: ['the-catskills', 'whistler', 'cairns'],
        },
        FAQ: faq(4, 'USA FAQs', [
          ['Do I need a visa?', 'Yes. We provide the sponsorship paperwork for your exchange visitor visa.'],
          ['Where are the camps?', 'Mostly in the north-east, including New York, Pennsylvania and New England.'],
          [
            'Can I choose my camp?',
            'You can meet several camps at interview days and accept the offer that suits you.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our US partners',
          Logos: [
            { Name: 'Catskill Lakes Camps', Image: 'bn-partner-catskill-lakes', rank: 1 },
            { Name: 'Work Travel Alliance', Image: 'bn-affiliate-wta', rank: 2 },
            { Name: 'Travel Funds Protection Scheme', Image: 'bn-affiliate-tfps', rank: 3 },
          ],
          rank: 5,
        },
        news: ['Summer Camp USA 2027 interview dates announced'],
        events: ['Summer Camp USA Interview Day – Edinburgh', 'BUNAC Work Abroad Fair – London'],
        brands,
      },
      {
        Name: 'Western Canada',
        Slug: 'western-canada',
        rank: 2,
        Hero: {
          BannerImage: 'bn-canada-snow',
          TagLine: 'Work Canada',
          Title: 'Work and play in Western Canada',
          IntroText: 'Ski seasons in Whistler, summers in Vancouver and mountain lodges in the Rockies.',
          CallToAction: link('Work Canada', CANADA),
          SecondaryAction: link('Whistler guide', '/travel-guides/whistler'),
        },
        SeoDetails: seo(
          'Work in Western Canada | BUNAC',
          'Work a ski season in Whistler or a summer in Vancouver on a Canadian working-holiday permit with BUNAC.',
        ),
        TileDetails: tile('Western Canada', 'Ski seasons and city summers', 'Canada', 'Explore Canada'),
        country: 'CA',
        products_v2: ['work-canada'],
        OfferBanner: {
          Title: 'Winter 2027–28 places released',
          Subtitle: 'Book early for the best resort jobs',
          Background: 'bn-pattern',
          ButtonText: 'Book Work Canada',
          ButtonLink: CANADA,
          IntroText: 'Resort hiring starts in September.',
          rank: 1,
        },
        USPs: usps(2, 'Why Western Canada', [
          ['World-class skiing', 'Whistler and the Rockies on your doorstep.'],
          ['Vibrant cities', 'Vancouver has jobs all year round.'],
          ['Two-year permit', 'Time for a winter and a summer, or two of each.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Travel guides',
          SubTitle: 'Start with Whistler',
          rank: 3,
          travel_guides: ['whistler', 'the-catskills', 'cairns'],
        },
        FAQ: faq(4, 'Canada FAQs', [
          ['When should I arrive for a ski season?', 'Late October to early November, when resorts hire most staff.'],
          ['Is housing hard to find?', 'In Whistler, yes. Resorts with staff housing are worth prioritising.'],
          ['Can I work in the summer too?', 'Yes. Your permit covers any job, in any season.'],
        ]),
        PartnersSlider: {
          Title: 'Our Canadian partners',
          Logos: [
            { Name: 'Coast Mountain Snowsports', Image: 'bn-partner-coast-mountain', rank: 1 },
            { Name: 'Work Travel Alliance', Image: 'bn-affiliate-wta', rank: 2 },
          ],
          rank: 5,
        },
        news: ['Work Canada winter places released'],
        events: ['Work Canada Live Q&A'],
        brands,
      },
      {
        Name: 'East Coast Australia',
        Slug: 'east-coast-australia',
        rank: 3,
        Hero: {
          BannerImage: 'bn-australia-coast',
          TagLine: 'Work Australia',
          Title: 'Work and travel on Australia’s east coast',
          IntroText: 'From Sydney’s harbour to the reef off Cairns, a year of sunshine and paid work.',
          CallToAction: link('Work Australia', AUSTRALIA),
          SecondaryAction: link('Cairns guide', '/travel-guides/cairns'),
        },
        SeoDetails: seo(
          'Work on Australia’s East Coast | BUNAC',
          'A working holiday on Australia’s east coast, from Sydney to Cairns, with BUNAC arrival support.',
        ),
        TileDetails: tile('East Coast Australia', 'Sydney to the reef', 'Australia', 'Explore Australia'),
        country: 'AU',
        products: ['wildlife-volunteer-australia'],
        products_v2: ['work-australia'],
        OfferBanner: {
          Title: 'Free reef day trip',
          Subtitle: 'For Cairns arrivals in spring 2027',
          PromotionLogo: 'bn-partner-coral-coast',
          LogoLink: '/travel-guides/cairns',
          Background: 'bn-pattern',
          ButtonText: 'Book Work Australia',
          ButtonLink: AUSTRALIA,
          IntroText: 'Book a March, April or May 2027 Cairns arrival.',
          rank: 1,
        },
        USPs: usps(2, 'Why the east coast', [
          ['Jobs everywhere', 'Hospitality, tourism and farm work along the coast.'],
          ['Reef and rainforest', 'Two World Heritage areas side by side.'],
          ['Easy travel', 'Buses and backpacker routes link every town.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Travel guides',
          SubTitle: 'Start with Cairns',
          rank: 3,
          travel_guides: ['cairns', 'whistler', 'the-catskills'],
        },
        FAQ: faq(4, 'Australia FAQs', [
          ['Sydney or Cairns?', 'Sydney for city jobs, Cairns for tourism and reef work.'],
          ['What is regional work?', 'Specified work, often on farms, that can extend your visa for another year.'],
          ['When is the wet season?', 'From December to March in the far north. Expect heavy afternoon rain.'],
        ]),
        PartnersSlider: {
          Title: 'Our Australian partners',
          Logos: [
            { Name: 'Coral Coast Tours', Image: 'bn-partner-coral-coast', rank: 1 },
            { Name: 'Travel Funds Protection Scheme', Image: 'bn-affiliate-tfps', rank: 2 },
          ],
          rank: 5,
        },
        news: ['New conservation project opens in New Zealand'],
        events: ['BUNAC Work Abroad Fair – London'],
        brands,
        $draftChanges: {
          Hero: {
            BannerImage: 'bn-beach',
            TagLine: 'New arrival city',
            Title: 'Australia’s east coast, now from Brisbane too',
            IntroText: 'From spring 2027, start your Work Australia year in Sydney, Brisbane or Cairns.',
            CallToAction: link('Work Australia', AUSTRALIA),
            SecondaryAction: link('Cairns guide', '/travel-guides/cairns'),
            SecondaryActionPrefixText: 'Heading north?',
            TickerBanner: 'Brisbane arrivals launch in March 2027',
          },
        },
      },
    ],

    'travel-guide': [
      {
        Name: 'The Catskills',
        Slug: 'the-catskills',
        rank: 1,
        Hero: {
          BannerImage: 'bn-lake-square',
          TagLine: 'Travel guide',
          Title: 'The Catskills',
          IntroText: 'Forested mountains, swimming holes and dozens of summer camps, two hours from New York City.',
          CallToAction: link('Summer Camp USA', CAMP),
        },
        Intro:
          'The Catskill Mountains are home to **some of the oldest summer camps in America**. Expect wooded hills, cool lakes and small towns with excellent diners.\n\n' +
          '- **Best for:** summer camp, hiking, days off in New York City\n' +
          '- **Typical jobs:** counsellor, lifeguard, kitchen staff\n' +
          '- **Getting there:** two to three hours by bus from New York',
        SeoDetails: seo(
          'The Catskills Travel Guide | BUNAC',
          'Summer camp life in the Catskill Mountains: jobs, days off and getting to New York City.',
        ),
        TileDetails: tile('The Catskills', 'Camp country near New York', 'Catskills', 'Read the guide'),
        destination: 'united-states',
        ContentGallery: {
          Title: 'The Catskills in pictures',
          Images: ['bn-lake-square', 'bn-usa-camp', 'bn-campfire', 'bn-forest'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Catskills days off',
          Items: [
            { Title: 'Waterfall hike', Body: 'Walk to a two-tier waterfall in the woods.', Image: 'bn-forest' },
            { Title: 'Swimming holes', Body: 'Cool off in clear mountain streams.', Image: 'bn-lake-square' },
            { Title: 'Diner breakfast', Body: 'Pancakes, eggs and endless coffee.', Image: 'bn-usa-camp' },
            { Title: 'Day trip to New York', Body: 'A bus ride to the city that never sleeps.', Image: 'bn-city' },
            {
              Title: 'Campfire with other camps',
              Body: 'Staff socials between neighbouring camps.',
              Image: 'bn-campfire',
            },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'BUNAC counsellors on the Catskills',
          Items: [
            {
              Quote: 'Days off in New York and nights by the lake. The perfect mix.',
              Name: 'Sophie Turnbull',
              Role: 'Counsellor',
              Photo: 'bn-traveller-sophie',
              Rating: 5,
            },
            {
              Quote: 'The swimming holes are a local secret worth finding.',
              Name: 'Ellis Grant',
              Role: 'Lifeguard',
              Rating: 5,
            },
            {
              Quote: 'Our camp was right in the forest. So peaceful at night.',
              Name: 'Hannah Price',
              Role: 'Kitchen staff',
              Rating: 4,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Questions about camp in the Catskills?',
          Body: 'Our summer camp team can tell you about our partner camps.',
          Email: 'summercamp@bunac.org',
          Telephone: '+44 20 7946 0714',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us',
          rank: 4,
        },
        jobs: ['Camp Lifeguard – The Catskills'],
        events: ['Summer Camp USA Interview Day – Edinburgh'],
        blog_posts: ['my-summer-at-camp-in-the-catskills', 'summer-camp-usa-interview-guide'],
        brands,
      },
      {
        Name: 'Whistler',
        Slug: 'whistler',
        rank: 2,
        Hero: {
          BannerImage: 'bn-snow-night',
          TagLine: 'Travel guide',
          Title: 'Whistler',
          IntroText: 'North America’s biggest ski resort and a magnet for seasonal workers from around the world.',
          CallToAction: link('Work Canada', CANADA),
        },
        Intro:
          'Whistler is **a village built for winter**: two huge mountains, a pedestrian village full of bars and restaurants, and thousands of seasonal jobs.\n\n' +
          '- **Best for:** ski seasons, mountain biking in summer\n' +
          '- **Typical jobs:** lift operator, ski school assistant, server\n' +
          '- **Getting there:** two hours by coach from Vancouver',
        SeoDetails: seo(
          'Whistler Travel Guide for Seasonal Workers | BUNAC',
          'Working a ski season in Whistler: jobs, staff housing, costs and the best days off.',
        ),
        TileDetails: tile('Whistler', 'Ski seasons on the west coast', 'Whistler', 'Read the guide'),
        destination: 'western-canada',
        ContentGallery: {
          Title: 'Whistler in pictures',
          Images: ['bn-snow-night', 'bn-canada-snow', 'bn-aurora', 'bn-tall-snow'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Whistler experiences',
          Items: [
            { Title: 'First chair', Body: 'Be first up the mountain after a storm.', Image: 'bn-canada-snow' },
            { Title: 'Village nights', Body: 'Après-ski in the pedestrian village.', Image: 'bn-snow-night' },
            { Title: 'Peak-to-peak views', Body: 'Ride the gondola between the two mountains.', Image: 'bn-mountains' },
            { Title: 'Northern lights', Body: 'Rare but unforgettable on a clear night.', Image: 'bn-aurora' },
            { Title: 'Spring skiing', Body: 'Sunshine and slush in April.', Image: 'bn-tall-snow' },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'BUNAC travellers on Whistler',
          Items: [
            {
              Quote: 'Two seasons and I would do a third tomorrow.',
              Name: 'Niamh Gallagher',
              Role: 'Ski school assistant',
              Photo: 'bn-traveller-niamh',
              Rating: 5,
            },
            {
              Quote: 'Find staff housing early. Everything else falls into place.',
              Name: 'Ollie Fenwick',
              Role: 'Lift operator',
              Rating: 4,
            },
            {
              Quote: 'I learned to snowboard on my days off and now I teach it.',
              Name: 'Maddie Cole',
              Role: 'Snowboard instructor',
              Rating: 5,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Planning a Whistler season?',
          Body: 'Talk to our Work Canada team about timing and housing.',
          Email: 'canada@bunac.org',
          Telephone: '+44 20 7946 0714',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us',
          rank: 4,
        },
        jobs: ['Ski School Assistant – Whistler'],
        events: ['Work Canada Live Q&A'],
        blog_posts: ['whistler-winter-season-diary', 'canada-working-holiday-visa-step-by-step'],
        brands,
      },
      {
        Name: 'Cairns',
        Slug: 'cairns',
        rank: 3,
        Hero: {
          BannerImage: 'bn-australia-coast',
          TagLine: 'Travel guide',
          Title: 'Cairns',
          IntroText:
            'The gateway to the reef and the rainforest, with a lively backpacker scene and plenty of tourism jobs.',
          CallToAction: link('Work Australia', AUSTRALIA),
        },
        Intro:
          'Cairns is **small, tropical and built for travellers**. The reef is an hour offshore, the rainforest an hour inland, and the esplanade lagoon is free to swim in.\n\n' +
          '- **Best for:** reef trips, rainforest, backpacker nightlife\n' +
          '- **Typical jobs:** reef boat crew, hostel staff, tour sales\n' +
          '- **Getting there:** direct flights from Sydney and Brisbane',
        SeoDetails: seo(
          'Cairns Travel Guide for Working Holidays | BUNAC',
          'Working and living in Cairns: reef jobs, hostels, the wet season and the best weekend trips.',
        ),
        TileDetails: tile('Cairns', 'Reef, rainforest and tourism jobs', 'Cairns', 'Read the guide'),
        destination: 'east-coast-australia',
        ContentGallery: {
          Title: 'Cairns in pictures',
          Images: ['bn-australia-coast', 'bn-beach', 'bn-forest', 'bn-beach-square'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Cairns weekends',
          Items: [
            { Title: 'Outer reef trip', Body: 'Snorkel with turtles on the outer reef.', Image: 'bn-australia-coast' },
            { Title: 'Rainforest village', Body: 'Take the scenic railway into the hills.', Image: 'bn-forest' },
            { Title: 'Lagoon afternoons', Body: 'Free swimming on the esplanade.', Image: 'bn-beach-square' },
            { Title: 'Northern beaches', Body: 'Quiet sand and palm trees north of town.', Image: 'bn-beach' },
            { Title: 'Tableland waterfalls', Body: 'A road trip to swimming holes and falls.', Image: 'bn-coast-dusk' },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'BUNAC travellers on Cairns',
          Items: [
            {
              Quote: 'Working on a reef boat meant snorkelling every single day.',
              Name: 'Jamal Hussain',
              Role: 'Reef tour crew',
              Photo: 'bn-traveller-jamal',
              Rating: 5,
            },
            {
              Quote: 'The wet season is real, but so are the waterfalls it creates.',
              Name: 'Callum Shaw',
              Role: 'Hostel staff',
              Rating: 4,
            },
            {
              Quote: 'Cairns was the friendliest place I stayed in Australia.',
              Name: 'Freya Lindon',
              Role: 'Tour sales',
              Rating: 5,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Heading to Cairns?',
          Body: 'Our Work Australia team can help with arrival and jobs.',
          Email: 'australia@bunac.org',
          Telephone: '+44 20 7946 0714',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us',
          rank: 4,
        },
        jobs: ['Reef Tour Crew – Cairns', 'Outback Farm Hand – Queensland'],
        events: ['BUNAC Work Abroad Fair – London'],
        blog_posts: ['cairns-reef-and-rainforest-weekends', 'getting-a-tax-file-number-in-australia'],
        brands,
      },
    ],

    job: [
      {
        Title: 'Camp Lifeguard – The Catskills',
        rank: 1,
        Image: 'bn-lake-square',
        Sticker: { Text: 'Hiring now', Color: '#E63946' },
        Location: {
          Name: 'Catskill Mountains, New York',
          GoogleMapsLink: 'https://maps.google.com/?q=Catskill+Mountains,+New+York',
          CountryCode: 'US',
        },
        AdditionalInfo: 'Filled through Summer Camp USA. Pool or open-water lifeguard qualification required.',
        Pay: '$2,500 for the summer plus board and lodging',
        Duration: 'June to August 2027',
        Benefits: '- Flights and insurance included\n- Lifeguard recertification paid\n- 30 days of travel after camp',
        Description:
          'Supervise swimming on the camp lake, teach swim lessons and help run the waterfront. You will also join in with evening activities.\n\n' +
          'A **current lifeguard qualification** is essential.',
        Logo: 'bn-partner-catskill-lakes',
        CTAButtons: [link('Apply with Summer Camp USA', CAMP)],
        brands,
      },
      {
        Title: 'Ski School Assistant – Whistler',
        rank: 2,
        Image: 'bn-canada-snow',
        Sticker: { Text: 'Winter 2027–28', Color: '#14213D' },
        Location: {
          Name: 'Whistler, British Columbia',
          GoogleMapsLink: 'https://maps.google.com/?q=Whistler,+British+Columbia',
          CountryCode: 'CA',
        },
        AdditionalInfo: 'For Work Canada participants with a valid working-holiday permit.',
        Pay: 'CAD 18.50 an hour',
        Duration: 'November 2027 to April 2028',
        Benefits: '- Free season pass\n- Staff housing available\n- Free instructor training',
        Description:
          'Help instructors run children’s ski lessons: fitting equipment, supervising groups and keeping little skiers smiling.\n\n' +
          'You should be a **confident intermediate skier**.',
        Logo: 'bn-partner-coast-mountain',
        CTAButtons: [
          link('Work Canada', CANADA),
          link('Apply for this role', `${BOOKING}/jobs/ski-school-assistant-whistler`),
        ],
        brands,
      },
      {
        Title: 'Reef Tour Crew – Cairns',
        rank: 3,
        Image: 'bn-australia-coast',
        Sticker: { Text: 'Hiring now', Color: '#E63946' },
        Location: {
          Name: 'Cairns, Queensland',
          GoogleMapsLink: 'https://maps.google.com/?q=Cairns,+Queensland',
          CountryCode: 'AU',
        },
        AdditionalInfo: 'For Work Australia participants. Snorkelling confidence essential.',
        Pay: 'AUD 30 an hour',
        Duration: '3 to 6 months',
        Benefits: '- Free reef trips on days off\n- Dive course discounts\n- Uniform provided',
        Description:
          'Welcome guests on board, serve lunch, run snorkel briefings and help keep the boat shipshape.\n\n' +
          'Previous hospitality experience is useful; a **love of the ocean** is essential.',
        Logo: 'bn-partner-coral-coast',
        CTAButtons: [
          link('Work Australia', AUSTRALIA),
          link('Apply for this role', `${BOOKING}/jobs/reef-tour-crew-cairns`),
        ],
        brands,
      },
      {
        Title: 'Outback Farm Hand – Queensland',
        rank: 4,
        Image: 'bn-coast-dusk',
        Sticker: { Text: 'Visa extension eligible', Color: '#FFB703' },
        Location: {
          Name: 'Atherton Tablelands, Queensland',
          GoogleMapsLink: 'https://maps.google.com/?q=Atherton+Tablelands,+Queensland',
          CountryCode: 'AU',
        },
        AdditionalInfo: 'Counts towards the regional work needed for a second-year visa.',
        Pay: 'AUD 29 an hour plus accommodation',
        Duration: '88 days minimum',
        Benefits: '- Accommodation on the farm\n- Counts towards a second-year visa\n- Transport from Cairns',
        Description:
          'Harvest and pack fruit on a family farm in the tablelands. Days start early and finish by mid-afternoon.\n\n' +
          'Hard work, beautiful scenery and **a second year in Australia** at the end of it.',
        Logo: 'bn-logo',
        CTAButtons: [link('Work Australia', AUSTRALIA)],
        brands,
      },
    ],

    'job-page': [
      {
        Title: 'Jobs abroad with BUNAC',
        Slug: 'bunac-jobs',
        Hero: {
          BannerImage: 'bn-mountains',
          TagLine: 'Jobs abroad',
          Title: 'Find a job abroad',
          IntroText: 'Roles with our partner employers in the USA, Canada and Australia.',
          CallToAction: link('Talk to us', '/contact-us'),
        },
        SeoDetails: seo(
          'Jobs Abroad | BUNAC',
          'Current jobs for BUNAC participants: summer camp lifeguards, ski school assistants, reef crew and farm work.',
        ),
        IntroText:
          'These roles are open to BUNAC participants on the matching programme. **Book your programme first**, then apply through your My BUNAC account.',
        jobs: [
          'Camp Lifeguard – The Catskills',
          'Ski School Assistant – Whistler',
          'Reef Tour Crew – Cairns',
          'Outback Farm Hand – Queensland',
        ],
        brands,
      },
    ],

    event: [
      {
        Title: 'BUNAC Work Abroad Fair – London',
        SubTitle: 'All our programmes under one roof',
        Body:
          'Meet the BUNAC team and returned travellers at our winter fair in Clerkenwell. **Talks every hour** on Summer Camp USA, Work Canada and Work Australia.\n\n' +
          '- 11am to 4pm\n- Free entry\n- Programme discounts on the day',
        Image: 'bn-city',
        Button: link('Plan your visit', '/contact-us'),
        DateOfEvent: '2026-12-05T11:00:00.000Z',
        Venue: {
          Name: 'Business Design Centre',
          Street: '52 Upper Street',
          City: 'London',
          PostalCode: 'N1 0QH',
          CountryCode: 'GB',
        },
        brands,
      },
      {
        Title: 'Summer Camp USA Interview Day – Edinburgh',
        SubTitle: 'Meet American camp directors in person',
        Body: 'Bring your application and a smile: camp directors will interview and hire on the day. Places are limited, so register through your application.',
        Image: 'bn-usa-camp',
        Button: link('Apply for Summer Camp USA', CAMP),
        DateOfEvent: '2027-01-23T10:00:00.000Z',
        Venue: {
          Name: 'Edinburgh Corn Exchange',
          Street: '10 New Market Road',
          City: 'Edinburgh',
          PostalCode: 'EH14 1RJ',
          CountryCode: 'GB',
        },
        brands,
      },
      {
        Title: 'Work Canada Live Q&A',
        SubTitle: 'An online evening with our Canada team',
        Body: 'Ask about permits, ski season jobs and living costs in Whistler and Vancouver. The session is recorded and shared with everyone who registers.',
        Image: 'bn-canada-snow',
        Button: link('See Work Canada', CANADA),
        DateOfEvent: '2027-03-11T19:00:00.000Z',
        Online: true,
        brands,
      },
    ],

    'news-item': [
      {
        title: 'Summer Camp USA 2027 interview dates announced',
        body: 'Interview days will run in **London, Manchester and Edinburgh** between November and February. Apply now to secure your slot.',
        socialmediaTags: [{ slug: 'summer-camp' }, { slug: 'summer-camp-usa' }],
        buttonText: 'Apply now',
        link: CAMP,
        image: 'bn-usa-camp',
        experiences: ['summer-camp'],
        brands,
      },
      {
        title: 'Work Canada winter places released',
        body: 'Places for the 2027–28 winter season are now available. Resort hiring begins in September, so book early for the best choice of jobs.',
        socialmediaTags: [{ slug: 'work-abroad' }, { slug: 'work-canada' }],
        buttonText: 'Book Work Canada',
        link: CANADA,
        image: 'bn-canada-snow',
        experiences: ['work-abroad'],
        brands,
      },
      {
        title: 'New conservation project opens in New Zealand',
        body: 'Our new North Island project restores native forest and wetlands. Four-week placements start every month from February 2027.',
        socialmediaTags: [{ slug: 'volunteering' }, { slug: 'new-zealand' }],
        buttonText: 'See the project',
        link: NZ_VOLUNTEER,
        image: 'bn-forest-square',
        experiences: ['volunteer-abroad', 'work-abroad'],
        brands,
      },
    ],

    'travel-essential': [
      {
        Title: 'Build your visa documents folder',
        Body: 'Keep printed and digital copies of your **passport, visa grant, insurance certificate and proof of funds** together. Border officers may ask for any of them.',
        Image: 'bn-city',
        CTA: link('Working holiday visa guide', VISA_GUIDE),
        Rank: 1,
        categories: ['documents'],
        brands,
      },
      {
        Title: 'Set up your money before you fly',
        Body: 'Order a fee-free travel card, tell your bank where you are going and open your overseas account online if you can.',
        Image: 'bn-beach-square',
        CTA: link('Tax file numbers in Australia', '/infohub/articles/getting-a-tax-file-number-in-australia'),
        Rank: 2,
        categories: ['money'],
        brands,
      },
      {
        Title: 'Choosing insurance for work abroad',
        Body: 'Check your policy covers **paid work, winter sports and your full stay**. BUNAC programme insurance is designed for exactly this.',
        Image: 'bn-mountains',
        CTA: link('Ask our team', '/contact-us'),
        Rank: 3,
        categories: ['health-and-insurance'],
        brands,
      },
      {
        Title: 'Packing for a Canadian winter',
        Body: 'Thermal base layers, a warm insulated jacket and waterproof boots are essential. Buy ski gear locally in end-of-season sales.',
        Image: 'bn-snow-night',
        CTA: link('More packing tips', '/travel-essentials/packing'),
        Rank: 4,
        categories: ['packing'],
        brands,
      },
    ],

    'blog-post': [
      {
        Title: 'My summer at camp in the Catskills',
        SubTitle: 'From interview day nerves to the final campfire',
        TagLine: 'Stories',
        Quote: 'I cried at the airport on the way home, and then I booked again.',
        MinsToRead: 6,
        Slug: 'my-summer-at-camp-in-the-catskills',
        IsInfoBlog: false,
        datePublished: '2026-03-03',
        Hero: {
          BannerImage: 'bn-usa-camp',
          TagLine: 'Summer Camp USA',
          Title: 'My summer at camp in the Catskills',
          IntroText: 'Maya remembers a summer of lake days, campfires and campers who stole her heart.',
        },
        author: 'maya-okafor',
        Section: [
          {
            Content:
              '## Interview day\n\n' +
              'I met my camp director at a BUNAC interview day in London. Ten minutes of chatting about my **netball coaching** and I had an offer by lunchtime.\n\n' +
              'If you are nervous, read the [interview guide](/infohub/articles/summer-camp-usa-interview-guide) first. It helped me.',
            Images: ['bn-city'],
            Image1Link: '/events',
            rank: 1,
          },
          {
            Content:
              '## Life at camp\n\n' +
              '- Mornings teaching netball to campers who had never heard of it\n' +
              '- Afternoons on the lake\n' +
              '- Evenings of talent shows, campfires and cabin chats\n\n' +
              'The Catskills were stunning. Read our [travel guide](/travel-guides/the-catskills) for days-off ideas.',
            Images: ['bn-usa-camp', 'bn-campfire'],
            Image1Link: CAMP,
            Image2Link: '/travel-guides/the-catskills',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'My Summer at Camp in the Catskills | BUNAC',
          'A BUNAC counsellor’s story of a summer at camp in the Catskills, from interview day to the final campfire.',
        ),
        destination: 'united-states',
        blog_types: ['summer-camp', 'stories'],
        InfoBanner: {
          Title: 'Your summer starts here',
          Body: 'Apply for Summer Camp USA 2027.',
          Image: 'bn-usa-camp',
          ButtonText: 'Apply now',
          ButtonLink: CAMP,
        },
        LinkedBlogs: ['summer-camp-usa-interview-guide', 'whistler-winter-season-diary'],
        brands,
      },
      {
        Title: 'Whistler winter season diary',
        SubTitle: 'Six months, one pair of boots and a lot of snow',
        TagLine: 'Stories',
        Quote: 'The first time I saw the village lit up under fresh snow, I knew I would stay.',
        MinsToRead: 7,
        Slug: 'whistler-winter-season-diary',
        IsInfoBlog: false,
        datePublished: '2026-01-09',
        Hero: {
          BannerImage: 'bn-snow-night',
          TagLine: 'Work Canada',
          Title: 'Whistler winter season diary',
          IntroText: 'Tom’s month-by-month account of a Whistler season.',
        },
        author: 'tom-ellery',
        Section: [
          {
            Content:
              '## November: arrival\n\n' +
              'Housing was the first challenge. I spent a week in a hostel before finding a room through my employer. **Start your search early.**\n\n' +
              '## December to February: peak season\n\n' +
              'Long shifts, powder days and a lot of instant noodles. My ski school team became my family.',
            Images: ['bn-canada-snow'],
            Image1Link: CANADA,
            rank: 1,
          },
          {
            Content:
              '## March and April: spring skiing\n\n' +
              'Sunshine, slush and end-of-season parties. I went home with savings, a tan and a plan to come back.\n\n' +
              'Thinking about it? Start with the [Whistler guide](/travel-guides/whistler).',
            Images: ['bn-tall-snow', 'bn-aurora'],
            Image1Link: '/travel-guides/whistler',
            Image2Link: '/destinations/western-canada',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Whistler Winter Season Diary | BUNAC',
          'A month-by-month diary of a ski season in Whistler on the Work Canada programme.',
        ),
        destination: 'western-canada',
        blog_types: ['stories', 'work-abroad'],
        InfoBanner: {
          Title: 'Do your own season',
          Body: 'Winter 2027–28 places are open.',
          Image: 'bn-canada-snow',
          ButtonText: 'Work Canada',
          ButtonLink: CANADA,
        },
        LinkedBlogs: ['canada-working-holiday-visa-step-by-step', 'my-summer-at-camp-in-the-catskills'],
        brands,
      },
      {
        Title: 'Reef and rainforest: weekends from Cairns',
        SubTitle: 'How to spend your days off in tropical Queensland',
        TagLine: 'Travel tips',
        Quote: 'Where else can you snorkel on Saturday and swim under a waterfall on Sunday?',
        MinsToRead: 5,
        Slug: 'cairns-reef-and-rainforest-weekends',
        IsInfoBlog: false,
        datePublished: '2026-09-21',
        Hero: {
          BannerImage: 'bn-australia-coast',
          TagLine: 'Travel tips',
          Title: 'Reef and rainforest: weekends from Cairns',
          IntroText: 'Priya’s favourite two-day escapes from Cairns.',
        },
        author: 'priya-raman',
        Section: [
          {
            Content:
              '## Saturday: the reef\n\n' +
              'Book a day boat to the outer reef. Many operators offer **staff rates** if you work in tourism, so ask around.\n\n' +
              'Pack reef-safe sun cream and a rash vest.',
            Images: ['bn-australia-coast'],
            Image1Link: '/travel-guides/cairns',
            rank: 1,
          },
          {
            Content:
              '## Sunday: the rainforest\n\n' +
              '1. Take the scenic railway up to the rainforest village\n' +
              '2. Walk to a swimming hole\n' +
              '3. Catch the cable car back down at sunset\n\n' +
              'Want to live here? See [Work Australia](' +
              AUSTRALIA +
              ').',
            Images: ['bn-forest', 'bn-beach'],
            Image1Link: AUSTRALIA,
            Image2Link: '/destinations/east-coast-australia',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Reef and Rainforest Weekends from Cairns | BUNAC',
          'The best weekend trips from Cairns for working-holiday travellers: reef days, rainforest railways and swimming holes.',
        ),
        destination: 'east-coast-australia',
        blog_types: ['travel-tips'],
        InfoBanner: {
          Title: 'Make Cairns your base',
          Body: 'Arrive in Cairns with Work Australia.',
          Image: 'bn-australia-coast',
          ButtonText: 'Work Australia',
          ButtonLink: AUSTRALIA,
        },
        LinkedBlogs: ['getting-a-tax-file-number-in-australia', 'whistler-winter-season-diary'],
        brands,
      },
      {
        Title: 'Canada working holiday visa: step by step',
        SubTitle: 'From the pool to the port of entry',
        TagLine: 'Visas',
        Quote: 'The invitation can arrive any time, so have your documents ready before you enter the pool.',
        MinsToRead: 6,
        Slug: 'canada-working-holiday-visa-step-by-step',
        IsInfoBlog: true,
        datePublished: '2026-02-16',
        Hero: {
          BannerImage: 'bn-mountains',
          TagLine: 'Advice',
          Title: 'Canada working holiday visa: step by step',
          IntroText: 'Everything UK travellers need to know about the Canadian permit.',
        },
        author: 'tom-ellery',
        Section: [
          {
            Content:
              '## Before you start\n\n' +
              '- A passport valid for your full stay\n' +
              '- A police certificate, which can take a few weeks\n' +
              '- Proof of funds of around CAD 2,500\n\n' +
              'Gather these **before** you create your profile.',
            rank: 1,
          },
          {
            Content:
              '## The process\n\n' +
              '1. Create your profile and enter the pool\n' +
              '2. Receive an invitation to apply\n' +
              '3. Submit your application and biometrics within 20 days\n' +
              '4. Receive your port of entry letter\n\n' +
              'See the [working holiday visa guide](' +
              VISA_GUIDE +
              ') for a side-by-side comparison with Australia.',
            Images: ['bn-snow-night'],
            Image1Link: VISA_GUIDE,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Canada Working Holiday Visa Step by Step | BUNAC',
          'A step-by-step guide to the Canadian working-holiday permit for UK citizens: documents, pool, invitation and arrival.',
        ),
        destination: 'western-canada',
        blog_types: ['visas', 'work-abroad'],
        InfoBanner: {
          Title: 'Let us check your application',
          Body: 'Work Canada includes permit guidance from our team.',
          Image: 'bn-mountains',
          ButtonText: 'Work Canada',
          ButtonLink: CANADA,
        },
        LinkedBlogs: ['getting-a-tax-file-number-in-australia', 'summer-camp-usa-interview-guide'],
        brands,
      },
      {
        Title: 'Getting a tax file number in Australia',
        SubTitle: 'The first thing to do when you land',
        TagLine: 'Money',
        Quote: 'No tax file number means the highest tax rate, so apply in your first week.',
        MinsToRead: 3,
        Slug: 'getting-a-tax-file-number-in-australia',
        IsInfoBlog: true,
        datePublished: '2026-04-22',
        Hero: {
          BannerImage: 'bn-beach-square',
          TagLine: 'Advice',
          Title: 'Getting a tax file number in Australia',
          IntroText: 'A quick guide for Work Australia travellers.',
        },
        author: 'priya-raman',
        Section: [
          {
            Content:
              '## Why you need one\n\n' +
              'Your tax file number lets your employer tax you at the correct rate. Without it, they must withhold tax at **the highest rate**.\n\n' +
              '## How to apply\n\n' +
              '1. Apply online once you are in Australia\n2. Use your passport details and Australian address\n3. Your number arrives by post within 28 days',
            rank: 1,
          },
          {
            Content:
              '## At the end of your trip\n\n' +
              'You may be able to claim back some tax when you leave. Keep your payslips and bank statements safe.\n\n' +
              'Our [Work Australia](' +
              AUSTRALIA +
              ') orientation walks you through all of this on day one.',
            Images: ['bn-australia-coast'],
            Image1Link: AUSTRALIA,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Getting a Tax File Number in Australia | BUNAC',
          'How working-holiday travellers apply for an Australian tax file number, and why it matters.',
        ),
        destination: 'east-coast-australia',
        blog_types: ['work-abroad', 'travel-tips'],
        InfoBanner: {
          Title: 'Set up in a day',
          Body: 'Our orientation covers tax, banking and jobs.',
          Image: 'bn-beach-square',
          ButtonText: 'Work Australia',
          ButtonLink: AUSTRALIA,
        },
        LinkedBlogs: ['canada-working-holiday-visa-step-by-step', 'cairns-reef-and-rainforest-weekends'],
        brands,
      },
      {
        Title: 'Summer Camp USA interview guide',
        SubTitle: 'How to impress camp directors',
        TagLine: 'Summer camp',
        Quote: 'Camp directors hire people, not CVs. Let your personality show.',
        MinsToRead: 5,
        Slug: 'summer-camp-usa-interview-guide',
        IsInfoBlog: true,
        datePublished: '2026-11-05',
        Hero: {
          BannerImage: 'bn-lake-square',
          TagLine: 'Advice',
          Title: 'Summer Camp USA interview guide',
          IntroText: 'What to expect at interview day, and how to prepare.',
        },
        author: 'sam-whitlock',
        Section: [
          {
            Content:
              '## What directors look for\n\n' +
              '- **Energy and warmth** with young people\n' +
              '- A skill you can teach, from football to photography\n' +
              '- Reliability: camps need people who will stay all summer\n\n' +
              'Bring photos or a short video of you coaching or performing if you can.',
            rank: 1,
          },
          {
            Content:
              '## On the day\n\n' +
              'Dress comfortably, arrive early and talk to as many camps as you can. Many offers are made on the spot.\n\n' +
              'Dates are on our [events page](/events).',
            Images: ['bn-campfire'],
            Image1Link: '/events',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Summer Camp USA Interview Guide | BUNAC',
          'How to prepare for a Summer Camp USA interview day: what camp directors look for and what to bring.',
        ),
        destination: 'united-states',
        blog_types: ['summer-camp'],
        InfoBanner: {
          Title: 'Book your interview',
          Body: 'Apply for Summer Camp USA to get an interview slot.',
          Image: 'bn-lake-square',
          ButtonText: 'Apply now',
          ButtonLink: CAMP,
        },
        LinkedBlogs: ['my-summer-at-camp-in-the-catskills', 'canada-working-holiday-visa-step-by-step'],
        brands,
      },
      {
        $status: 'draft',
        Title: 'Preparing for Work New Zealand',
        SubTitle: 'What we know so far about our newest programme',
        TagLine: 'Coming soon',
        Quote: 'Auckland, Queenstown and everywhere in between.',
        MinsToRead: 4,
        Slug: 'preparing-for-work-new-zealand',
        IsInfoBlog: false,
        datePublished: '2026-12-01',
        Hero: {
          BannerImage: 'bn-forest-square',
          TagLine: 'Coming soon',
          Title: 'Preparing for Work New Zealand',
          IntroText: 'Our newest programme launches in spring 2027.',
        },
        author: 'tom-ellery',
        Section: [
          {
            Content:
              '## What to expect\n\n' +
              'Work New Zealand will include an **Auckland arrival package**, visa guidance and job resources, just like Work Canada and Work Australia.\n\n' +
              '- Up to 23 months for UK citizens\n- Arrival orientation in Auckland\n- Combine with our conservation project',
            Images: ['bn-forest-square'],
            Image1Link: NZ_VOLUNTEER,
            rank: 1,
          },
        ],
        SeoDetails: seo(
          'Preparing for Work New Zealand | BUNAC',
          'What to expect from BUNAC’s new Work New Zealand programme, launching in spring 2027.',
        ),
        blog_types: ['work-abroad'],
        LinkedBlogs: ['whistler-winter-season-diary'],
        brands,
      },
    ],

    'static-page-v2': [
      {
        PageName: 'home',
        Title: 'Work, travel and volunteer abroad',
        SeoDetails: seo(
          'BUNAC | Work, Travel and Volunteer Abroad',
          'Summer Camp USA, Work Canada, Work Australia and volunteering abroad. Helping UK travellers explore the world since 1962.',
        ),
        Hero: {
          BannerImage: 'bn-home-hero',
          TagLine: 'BUNAC',
          Title: 'Work the world',
          IntroText:
            'Summer camps, working holidays and volunteer projects for UK travellers, backed by over 60 years of experience.',
          CallToAction: link('Explore programmes', '/experiences'),
          SecondaryAction: link('book an interview day', '/events'),
          SecondaryActionPrefixText: 'Heading to camp?',
          TickerBanner: 'Summer Camp USA 2027: interview days in London, Manchester and Edinburgh',
        },
        Sections: [
          {
            __component: 'blocks.cross-sell',
            Title: 'Where will you go?',
            SubTitle: 'Three destinations, endless adventures',
            rank: 1,
            destinations: ['united-states', 'western-canada', 'east-coast-australia'],
          },
          {
            __component: 'blocks.cross-sell',
            Title: 'Our programmes',
            SubTitle: 'Find the right one for you',
            rank: 2,
            products_v2: ['summer-camp-usa', 'work-canada', 'work-australia'],
          },
          {
            __component: 'blocks.usp-list',
            ...usps(3, 'Why BUNAC', [
              ['Since 1962', 'Generations of travellers have started their adventures with us.'],
              ['Protected payments', 'Your money is protected by the Travel Funds Protection Scheme.'],
              ['24-hour support', 'An emergency line wherever you are in the world.'],
            ]),
          },
          {
            __component: 'blocks.testimonials',
            Title: 'From our travellers',
            Items: [
              {
                Quote: 'I left interview day with a job offer from a camp in the Catskills.',
                Name: 'Sophie Turnbull',
                Role: 'Summer Camp USA',
                Photo: 'bn-traveller-sophie',
                Rating: 5,
              },
              {
                Quote: 'I had a job on a reef boat within two weeks of landing.',
                Name: 'Jamal Hussain',
                Role: 'Work Australia',
                Photo: 'bn-traveller-jamal',
                Rating: 5,
              },
              {
                Quote: 'Two winters in Whistler and I would do a third tomorrow.',
                Name: 'Niamh Gallagher',
                Role: 'Work Canada',
                Photo: 'bn-traveller-niamh',
                Rating: 5,
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.offer-banner',
            Title: 'Save £50 at our London fair',
            Subtitle: 'Saturday 5 December, Clerkenwell',
            PromotionLogo: 'bn-logo',
            LogoLink: '/events',
            Background: 'bn-pattern',
            ButtonText: 'See events',
            ButtonLink: '/events',
            IntroText: 'Book any programme on the day and save £50.',
            rank: 5,
          },
          {
            __component: 'blocks.logo-slider',
            Title: 'Our partners',
            Logos: [
              { Name: 'Work Travel Alliance', Image: 'bn-affiliate-wta', rank: 1 },
              { Name: 'Travel Funds Protection Scheme', Image: 'bn-affiliate-tfps', rank: 2 },
              { Name: 'Catskill Lakes Camps', Image: 'bn-partner-catskill-lakes', rank: 3 },
              { Name: 'Coast Mountain Snowsports', Image: 'bn-partner-coast-mountain', rank: 4 },
              { Name: 'Coral Coast Tours', Image: 'bn-partner-coral-coast', rank: 5 },
            ],
            rank: 6,
          },
          {
            __component: 'blocks.travel-guides-slider',
            Title: 'Travel guides',
            SubTitle: 'Insider tips from BUNAC travellers',
            rank: 7,
            travel_guides: ['the-catskills', 'whistler', 'cairns'],
          },
          {
            __component: 'blocks.faq',
            ...faq(8, 'Frequently asked questions', [
              [
                'Who can go with BUNAC?',
                'Our programmes are for UK travellers aged 18 to 35. Each programme lists its exact eligibility.',
              ],
              [
                'Is my money safe?',
                'Yes. Payments are protected by the Travel Funds Protection Scheme until you travel.',
              ],
              [
                'Can I combine programmes?',
                'Absolutely. Many travellers do Summer Camp USA and then Work Canada, or volunteer before a working holiday.',
              ],
            ]),
          },
        ],
        brands,
      },
      {
        PageName: 'about-us',
        Title: 'About BUNAC',
        SeoDetails: seo(
          'About Us | BUNAC',
          'BUNAC has helped young people from the UK work, travel and volunteer abroad for over 60 years.',
        ),
        Hero: {
          BannerImage: 'bn-mountains',
          TagLine: 'About us',
          Title: 'Over 60 years of adventures',
          IntroText: 'Since 1962 we have helped hundreds of thousands of young people work and travel abroad.',
          CallToAction: link('Our programmes', '/experiences'),
        },
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Our story',
            Body:
              'BUNAC began in 1962 as a student club helping people from the UK spend their summers working in North America. Today we offer **summer camp, working holiday and volunteering programmes** across four continents.\n\n' +
              'Our London team includes many former participants, so the advice you get comes from experience.\n\n' +
              '### Our promise\n\n' +
              '- Clear prices with no hidden extras\n' +
              '- Support before you go, while you are away and when you return\n' +
              '- Programmes we have tested ourselves',
            rank: 1,
          },
          {
            __component: 'blocks.usp-list',
            ...usps(2, 'Memberships and protection', [
              ['Work Travel Alliance', 'A founding member of the UK’s work and travel trade body.'],
              ['Travel Funds Protection Scheme', 'Every payment is protected until you travel.'],
              ['Youth safeguarding', 'All staff are trained in safeguarding young travellers.'],
            ]),
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'About BUNAC', [
              [
                'Where are you based?',
                'In Clerkenwell, London, with partners in the USA, Canada, Australia and New Zealand.',
              ],
              [
                'What does BUNAC stand for?',
                'The name comes from our early days as a club for students travelling to North America.',
              ],
              ['Do you run school programmes?', 'No, our programmes are for individual travellers aged 18 and over.'],
            ]),
          },
        ],
        InfoBanner: {
          Title: 'Visit us at an event',
          Body: 'Meet the team at a fair or interview day this winter.',
          Image: 'bn-city',
          ButtonText: 'See events',
          ButtonLink: '/events',
        },
        brands,
      },
      {
        PageName: 'contact-us',
        Title: 'Contact BUNAC',
        SeoDetails: seo('Contact Us | BUNAC', 'Get in touch with the BUNAC team in London by phone or email.'),
        Hero: {
          BannerImage: 'bn-coast-dusk',
          TagLine: 'Contact us',
          Title: 'How can we help?',
          IntroText: 'Our London team is here to answer your questions about every programme.',
        },
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Opening hours',
            Body: 'Our phone lines are open **Monday to Friday, 9.30am to 5.30pm**. Participants abroad can call our 24-hour emergency line at any time.',
            rank: 1,
          },
          {
            __component: 'blocks.contact-us',
            Title: 'Get in touch',
            Body: 'Email or call us, and we will reply within two working days.',
            Email: 'enquiries@bunac.org',
            Telephone: '+44 20 7946 0714',
            ButtonText: 'Log in to My BUNAC',
            ButtonLink: `${BOOKING}/my-bunac`,
            rank: 2,
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'Before you get in touch', [
              ['I have booked. Where do I find my documents?', 'Everything is in your My BUNAC account.'],
              ['Can I visit the office?', 'Yes, by appointment. Call us to arrange a time.'],
              ['I am abroad and need help urgently.', 'Call our 24-hour emergency number on +44 20 7946 0799.'],
            ]),
          },
        ],
        brands,
      },
      {
        PageName: 'privacy-policy',
        Title: 'Privacy notice',
        SeoDetails: seo('Privacy Notice | BUNAC', 'How BUNAC collects, uses and protects your personal information.'),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Privacy notice',
            Body:
              'BUNAC uses your personal information to process your application, arrange your programme and keep you safe while you are abroad.\n\n' +
              '- We share your details only with partners involved in your programme\n' +
              '- We keep records for six years after your programme ends\n' +
              '- You can request access to, or deletion of, your information at any time\n\n' +
              'Contact **privacy@bunac.org** with any questions.',
            rank: 1,
          },
        ],
        brands,
      },
      {
        PageName: 'cookie-policy',
        Title: 'Cookies',
        SeoDetails: seo('Cookies | BUNAC', 'How BUNAC uses cookies on this website.'),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Cookies',
            Body: 'We use **essential cookies** to make this website work, and **analytics cookies** to understand how visitors use it. You can change your cookie settings in your browser at any time.',
            rank: 1,
          },
        ],
        brands,
      },
      {
        PageName: 'terms-and-conditions',
        Title: 'Booking terms',
        SeoDetails: seo('Booking Terms | BUNAC', 'The terms and conditions for all BUNAC programmes.'),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Booking terms',
            Body:
              'These terms apply to every BUNAC programme.\n\n' +
              '1. **Registration fees** are non-refundable unless a programme page states otherwise\n' +
              '2. **Balances** are due on the dates in your My BUNAC account\n' +
              '3. **Cancellations** more than 60 days before departure lose the deposit only\n' +
              '4. **Date changes** are free once, subject to availability',
            rank: 1,
          },
        ],
        brands,
      },
    ],

    'sitemap-page': [
      {
        Title: 'BUNAC site map',
        SeoDetails: seo('Site Map | BUNAC', 'Every page on the BUNAC website.'),
        IntroText: 'All our programmes, destinations and advice in one place.',
        CorePages: [
          { Title: 'Home', URL: '/', Description: 'Work, travel and volunteer abroad.' },
          { Title: 'Destinations', URL: '/destinations', Description: 'The USA, Canada and Australia.' },
          { Title: 'Experiences', URL: '/experiences', Description: 'Summer camp, work abroad and volunteering.' },
          { Title: 'Blog', URL: '/blog', Description: 'Stories and tips from BUNAC travellers.' },
          { Title: 'Info hub', URL: '/infohub', Description: 'Visa guides and practical advice.' },
          { Title: 'Jobs', URL: '/jobs', Description: 'Roles with our partner employers.' },
          { Title: 'Events', URL: '/events', Description: 'Fairs, interview days and live Q&As.' },
          { Title: 'News', URL: '/news', Description: 'The latest from BUNAC.' },
          {
            Title: 'Travel essentials',
            URL: '/travel-essentials',
            Description: 'Documents, money, insurance and packing.',
          },
          { Title: 'Travel guides', URL: '/travel-guides', Description: 'The Catskills, Whistler and Cairns.' },
        ],
        InteriorPages: [
          { Title: 'About us', URL: '/about-us' },
          { Title: 'Contact us', URL: '/contact-us' },
          { Title: 'United States', URL: '/destinations/united-states' },
          { Title: 'Western Canada', URL: '/destinations/western-canada' },
          { Title: 'Summer Camp USA', URL: CAMP },
          { Title: 'Work Canada', URL: CANADA },
          { Title: 'Work Australia', URL: AUSTRALIA },
          { Title: 'Working holiday visa guide', URL: VISA_GUIDE },
        ],
        brands,
      },
    ],
  },
};
