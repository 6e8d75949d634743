import type { SeedModule } from '../types';

/**
 * Timberline Camps: a single-country brand (US) hiring summer camp staff for partner camps in
 * Maine, the Adirondacks and Colorado. American English. Product pages live at
 * `/experiences/{experience}/{product}/`; every path ends with a slash.
 */

const BRAND = 'Timberline Camps';
const brands = [BRAND];
const BOOKING = 'https://booking.timberlinecamps.com';

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
const product = (experience: string, slug: string) => `/experiences/${experience}/${slug}/`;

const COUNSELOR = product('camp-counselor', 'general-counselor-program');
const WATERFRONT = product('activity-specialist', 'waterfront-specialist-program');
const CREW = product('support-staff', 'kitchen-and-maintenance-crew');
const CIT = product('camp-counselor', 'counselor-in-training');
const CLIMBING = product('activity-specialist', 'climbing-instructor-course');
const HEALTH = product('support-staff', 'health-center-assistant');
const VISA_GUIDE = '/infohub/j1-visa-explained';

export const timberlineSeed: SeedModule = {
  images: {
    // Logos
    'tl-logo': {
      scene: 'logo',
      mark: 'pine',
      format: 'square',
      colours: ['#1F5130', '#C8702A', '#F7F4EC'],
      alt: 'Timberline Camps logo: a copper pine tree on a forest-green circle',
    },
    'tl-logo-inverse': {
      scene: 'logo',
      mark: 'pine',
      format: 'square',
      colours: ['#FFFFFF', '#E9C46A', '#1F5130'],
      alt: 'Timberline Camps logo: a gold pine tree on a white circle, for dark backgrounds',
    },
    'tl-favicon': {
      scene: 'logo',
      mark: 'pine',
      format: 'icon',
      colours: ['#1F5130', '#E9C46A'],
      alt: 'Timberline Camps pine tree icon',
    },
    'tl-affiliate-ncsc': {
      scene: 'logo',
      mark: 'compass',
      format: 'square',
      colours: ['#283618', '#DDA15E'],
      alt: 'Logo of the Northwoods Camp Staffing Council, a compass mark',
    },
    'tl-affiliate-swpf': {
      scene: 'logo',
      mark: 'sun',
      format: 'square',
      colours: ['#003049', '#FCBF49'],
      alt: 'Logo of the Seasonal Worker Protection Fund, a sun mark',
    },
    'tl-partner-tall-pines': {
      scene: 'logo',
      mark: 'pine',
      format: 'square',
      colours: ['#2D6A4F', '#D8F3DC'],
      alt: 'Logo of Camp Tall Pines, a green pine tree mark',
    },
    'tl-partner-birch-hollow': {
      scene: 'logo',
      mark: 'wave',
      format: 'square',
      colours: ['#1D3557', '#A8DADC'],
      alt: 'Logo of Camp Birch Hollow, a blue wave mark',
    },
    'tl-partner-red-ridge': {
      scene: 'logo',
      mark: 'sun',
      format: 'square',
      colours: ['#9B2226', '#EE9B00'],
      alt: 'Logo of Camp Red Ridge, a red and amber sun mark',
    },

    // Wide heroes
    'tl-home-hero': {
      scene: 'lake',
      time: 'dawn',
      alt: 'Canoes on a quiet lake below pine-covered hills at dawn',
    },
    'tl-maine-lake': { scene: 'lake', alt: 'Two canoes on a sparkling lake edged with pine forest' },
    'tl-adirondacks-forest': { scene: 'forest', alt: 'Dense forest covering rolling hills on a sunny day' },
    'tl-colorado-mountains': {
      scene: 'mountains',
      alt: 'Rocky Mountain ridges with snowy summits above a forested valley',
    },
    'tl-pattern': {
      scene: 'pattern',
      colours: ['#1F5130', '#C8702A', '#E9C46A'],
      alt: 'Abstract pattern of forest green, copper and gold shapes',
    },

    // Cards and squares
    'tl-campfire': {
      scene: 'campfire',
      time: 'night',
      format: 'card',
      alt: 'A tent beside a campfire under a starry night sky',
    },
    'tl-forest-card': { scene: 'forest', time: 'dawn', format: 'card', alt: 'Morning light over layers of tall pines' },
    'tl-lake-dusk': { scene: 'lake', time: 'dusk', format: 'card', alt: 'Canoes on a calm lake glowing at sunset' },
    'tl-canyon': { scene: 'canyon', format: 'card', alt: 'Red rock canyon mesas under a sunny sky' },
    'tl-mountains-card': {
      scene: 'mountains',
      time: 'dusk',
      format: 'card',
      alt: 'Mountain ridges in pink evening light',
    },
    'tl-city': {
      scene: 'city',
      time: 'dusk',
      format: 'card',
      alt: 'A city skyline at dusk with lights coming on in the windows',
    },
    'tl-coast': { scene: 'coast', format: 'card', alt: 'A red and white lighthouse on a rocky headland above the sea' },
    'tl-lake-square': { scene: 'lake', format: 'square', alt: 'Canoes on a clear camp lake on a sunny day' },
    'tl-forest-square': { scene: 'forest', format: 'square', alt: 'Tall pines crowding a green hillside' },
    'tl-campfire-square': {
      scene: 'campfire',
      time: 'dusk',
      format: 'square',
      alt: 'A campfire and a tent in the woods as night falls',
    },

    // Tall images for price panels
    'tl-tall-lake': { scene: 'lake', format: 'tall', alt: 'A calm lake with canoes beneath forested hills' },
    'tl-tall-forest': { scene: 'forest', format: 'tall', alt: 'Towering pines on a forested hillside' },
    'tl-tall-mountains': {
      scene: 'mountains',
      format: 'tall',
      alt: 'Steep mountain ridges rising above the tree line',
    },

    // Testimonial portraits (portrait colours: background, skin, hair, shirt)
    'tl-staff-marcus': {
      scene: 'portrait',
      format: 'square',
      colours: ['#1F5130', '#8D5524', '#1B1B1B', '#E9C46A'],
      alt: 'Illustrated portrait of a camp staff member against a forest-green background',
    },
    'tl-staff-lena': {
      scene: 'portrait',
      format: 'square',
      colours: ['#C8702A', '#FFDBAC', '#D4A017', '#1F5130'],
      alt: 'Illustrated portrait of a camp staff member against a copper background',
    },
    'tl-staff-diego': {
      scene: 'portrait',
      format: 'square',
      colours: ['#E9C46A', '#C68642', '#2B1B17', '#C8702A'],
      alt: 'Illustrated portrait of a camp staff member against a golden background',
    },
  },

  documents: {
    brand: [
      {
        Name: BRAND,
        Slug: 'timberline',
        SeoDetails: {
          SiteDomainName: 'www.timberlinecamps.com',
          FavIcon: 'tl-favicon',
          SingleCountryBrand: true,
          SocialShareImage: 'tl-home-hero',
          OrganizationData: {
            Name: 'Timberline Camps, Inc.',
            Description:
              'Timberline Camps recruits and trains counselors, activity specialists and support staff for partner summer camps in Maine, the Adirondacks and Colorado.',
            FoundingDate: '2004-04-12',
            Address: {
              Street: '212 Commercial Street, Suite 3',
              City: 'Portland',
              Region: 'Maine',
              PostalCode: '04101',
              Country: 'United States',
            },
            ContactPoints: [
              {
                Telephone: '+1 207 555 0142',
                Email: 'hello@timberlinecamps.com',
                CountryCode: 'US',
                ContactType: 'customer service',
              },
              {
                Telephone: '+1 207 555 0177',
                Email: 'hiring@timberlinecamps.com',
                CountryCode: 'US',
                ContactType: 'recruiting',
              },
            ],
          },
        },
        countries: ['US'],
      },
    ],

    'brand-setting': [
      {
        Title: 'Timberline Camps site settings',
        brand: BRAND,
        Appearance: {
          HeaderLogos: [
            { Image: 'tl-logo', Link: '/', Variant: 'primary' },
            { Image: 'tl-logo-inverse', Link: '/', Variant: 'inverse' },
          ],
          HeaderMenu: [
            {
              Label: 'Camp jobs',
              URL: '/experiences/',
              rank: 1,
              Children: [
                link('Camp Counselor', '/experiences/camp-counselor/'),
                link('Activity Specialist', '/experiences/activity-specialist/'),
                link('Support Staff', '/experiences/support-staff/'),
              ],
            },
            {
              Label: 'Our camps',
              URL: '/travel-guides/',
              rank: 2,
              Children: [
                link('Camp Tall Pines, Maine', '/travel-guides/camp-tall-pines/'),
                link('Camp Birch Hollow, Adirondacks', '/travel-guides/camp-birch-hollow/'),
                link('Camp Red Ridge, Colorado', '/travel-guides/camp-red-ridge/'),
              ],
            },
            {
              Label: 'Regions',
              URL: '/destinations/',
              rank: 3,
              Children: [
                link('Maine', '/destinations/maine/'),
                link('Adirondacks', '/destinations/adirondacks/'),
                link('Colorado', '/destinations/colorado/'),
              ],
            },
            { Label: 'Open positions', URL: '/jobs/', rank: 4 },
            {
              Label: 'Staff resources',
              URL: '/infohub/',
              rank: 5,
              Children: [
                link('J-1 visa explained', VISA_GUIDE),
                link('How camp interviews work', '/infohub/articles/how-camp-interviews-work/'),
                link('What to pack', '/travel-essentials/packing/'),
              ],
            },
          ],
          Fonts: {
            Heading1: { Name: 'Merriweather', Weight: 700 },
            Heading2: { Name: 'Merriweather', Weight: 700 },
            Heading3: { Name: 'Merriweather', Weight: 700 },
            Heading4: { Name: 'Merriweather', Weight: 700 },
            Heading5: { Name: 'Merriweather', Weight: 400 },
            Heading6: { Name: 'Merriweather', Weight: 400 },
            Body1: { Name: 'Source Sans 3', Weight: 400 },
            Body2: { Name: 'Source Sans 3', Weight: 400 },
            Button: { Name: 'Source Sans 3', Weight: 600 },
          },
          Colours: {
            Primary: '#1F5130',
            Secondary: '#C8702A',
            Accent: '#E9C46A',
            Background: '#F7F4EC',
            Surface: '#FFFFFF',
            Text: '#1E261F',
            MutedText: '#5F6B5F',
          },
          ImageTransition: 'slide',
        },
        Navigation: {
          FooterLogos: [{ Image: 'tl-logo-inverse', Link: '/', Variant: 'inverse' }],
          FooterMenu: [
            {
              Title: 'Work at camp',
              Links: [
                link('Camp Counselor', '/experiences/camp-counselor/'),
                link('Activity Specialist', '/experiences/activity-specialist/'),
                link('Support Staff', '/experiences/support-staff/'),
                link('Open positions', '/jobs/'),
              ],
            },
            {
              Title: 'Get ready',
              Links: [
                link('Staff resources', '/infohub/'),
                link('Travel essentials', '/travel-essentials/'),
                link('Camp blog', '/blog/'),
                link('Hiring events', '/events/'),
              ],
            },
            {
              Title: 'Timberline',
              Links: [
                link('About us', '/about-us/'),
                link('Contact us', '/contact-us/'),
                link('News', '/news/'),
                link('Site map', '/sitemap/'),
              ],
            },
          ],
          Social: [
            { Network: 'instagram', URL: 'https://www.instagram.com/timberlinecamps' },
            { Network: 'facebook', URL: 'https://www.facebook.com/timberlinecamps' },
            { Network: 'youtube', URL: 'https://www.youtube.com/@timberlinecamps' },
          ],
          AffiliateLinks: [
            { Image: 'tl-affiliate-ncsc', Link: '/about-us/', Variant: 'primary' },
            { Image: 'tl-affiliate-swpf', Link: '/about-us/', Variant: 'primary' },
          ],
          SubFooter: {
            Text: '© 2026 Timberline Camps, Inc. All rights reserved.',
            Links: [
              link('Privacy policy', '/privacy-policy/'),
              link('Cookie policy', '/cookie-policy/'),
              link('Terms of use', '/terms-and-conditions/'),
            ],
          },
          AutomatedMenuItems: [
            { Label: 'Open positions', Source: 'jobs', rank: 1 },
            { Label: 'Hiring events', Source: 'events', rank: 2 },
          ],
          MyBookingLink: link('Staff portal', `${BOOKING}/portal`),
        },
        // The words of Timberline's menu, so each page it opens is titled as the menu said.
        SectionNames: {
          Destinations: 'Regions',
          Experiences: 'Camp jobs',
          Programmes: 'Programs',
          TravelGuides: 'Our camps',
          InfoHub: 'Staff resources',
          Jobs: 'Open positions',
          Events: 'Hiring events',
        },
        BookingHosts: new URL(BOOKING).host,
        Newsletter: {
          ListId: 'tl-staff-updates',
          EmailTemplateId: 'tl-welcome-2026',
          Title: 'Hear about new camp jobs first',
          Text: 'Get new openings, hiring-day dates and staff tips in your inbox twice a month from September to May.',
          ButtonText: 'Subscribe',
          SuccessText: 'You are on the list! Watch your inbox for our next update.',
          PrivacyCheckboxText:
            'I agree to receive emails from Timberline Camps. We never share your address, and you can unsubscribe at any time.',
        },
        CookiePolicyNotification: {
          Text: 'We use cookies to run this site, remember your settings and measure which pages help applicants most. See our cookie policy for details.',
          AcceptButtonText: 'Accept',
          RejectButtonText: 'No thanks',
        },
      },
    ],

    experience: [
      {
        Name: 'Camp Counselor',
        TagLine: 'Live in a cabin, lead the fun and be someone a camper looks up to',
        Slug: 'camp-counselor',
        rank: 1,
        Hero: {
          BannerImage: 'tl-maine-lake',
          TagLine: 'Camp counselor jobs',
          Title: 'The best summer job there is',
          IntroText:
            'Lead a cabin of campers at a traditional summer camp, with paid training, room and board, and a season salary.',
          CallToAction: link('See the counselor program', COUNSELOR),
          SecondaryAction: link('Counselor-in-training program', CIT),
        },
        SeoDetails: seo(
          'Summer Camp Counselor Jobs | Timberline Camps',
          'Paid camp counselor jobs at partner camps in Maine, the Adirondacks and Colorado. Training, room and board included.',
        ),
        TileDetails: tile('Camp Counselor', 'Cabin life and camp leadership', 'Counselor', 'Explore counselor jobs'),
        FAQ: faq(3, 'Counselor FAQs', [
          [
            'How old do I need to be?',
            'Counselors must be at least 18 by June 1. Our counselor-in-training program is open to 16 and 17 year olds.',
          ],
          [
            'How much do counselors earn?',
            'First-year counselors earn $3,100 to $3,600 for the season, plus room, board and laundry.',
          ],
          [
            'How long is the season?',
            'Most camps run from mid-June to mid-August, with a week of staff orientation beforehand.',
          ],
        ]),
        USP: usps(1, 'Why counsel with Timberline', [
          ['Paid orientation', 'A full week of paid training before campers arrive.'],
          ['Real mentorship', 'Every first-year counselor is paired with a returning staffer.'],
          ['Camps we trust', 'Three accredited partner camps with low staff-to-camper ratios.'],
        ]),
        countries: ['US'],
        MediaDisplay: {
          Title: 'Counselor life',
          Body: 'Cabin nights, **color wars** and swim tests at 7am. Here is a glimpse of a counselor summer.',
          Media: ['tl-campfire', 'tl-lake-square', 'tl-forest-card'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Counselor programs',
          SubTitle: 'Start as a CIT or jump straight in',
          rank: 4,
          products_v2: ['general-counselor-program'],
          products: ['counselor-in-training'],
        },
        brands,
      },
      {
        Name: 'Activity Specialist',
        TagLine: 'Teach the skill you love, from sailing to climbing',
        Slug: 'activity-specialist',
        rank: 2,
        Hero: {
          BannerImage: 'tl-lake-dusk',
          TagLine: 'Activity specialist jobs',
          Title: 'Turn your skill into a summer job',
          IntroText:
            'Run the waterfront, the climbing wall or the ropes course, and help campers try something new every day.',
          CallToAction: link('Waterfront program', WATERFRONT),
          SecondaryAction: link('Climbing instructor course', CLIMBING),
        },
        SeoDetails: seo(
          'Activity Specialist Camp Jobs | Timberline Camps',
          'Waterfront, sailing and climbing jobs at summer camp. Certification courses and higher pay for specialists.',
        ),
        TileDetails: tile(
          'Activity Specialist',
          'Waterfront, sailing and climbing',
          'Specialist',
          'Explore specialist jobs',
        ),
        FAQ: faq(3, 'Specialist FAQs', [
          [
            'Do I need certifications?',
            'Most specialist roles need a current certification, such as lifeguard or climbing wall instructor. We run courses in spring if you need one.',
          ],
          [
            'Do specialists earn more?',
            'Yes. Certified specialists earn $3,600 to $4,400 for the season, depending on experience.',
          ],
          [
            'Will I also live in a cabin?',
            'Usually yes. Most specialists share cabin duty with a counselor, though some camps offer staff lodges.',
          ],
        ]),
        USP: usps(1, 'Why specialize with Timberline', [
          ['Higher pay', 'Certified specialists earn up to $4,400 a season.'],
          ['Certification support', 'Discounted spring courses to get you qualified.'],
          ['Great equipment', 'New sailing fleets and modern climbing walls at our partner camps.'],
        ]),
        countries: ['US'],
        MediaDisplay: {
          Title: 'Specialist summers',
          Body: 'Sunset sails, summit days and the moment a nervous camper reaches the **top of the wall**.',
          Media: ['tl-lake-dusk', 'tl-tall-mountains', 'tl-canyon'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Specialist programs',
          SubTitle: 'Get certified and get hired',
          rank: 4,
          products_v2: ['waterfront-specialist-program'],
          products: ['climbing-instructor-course'],
        },
        brands,
      },
      {
        Name: 'Support Staff',
        TagLine: 'Keep camp running, from the kitchen to the health center',
        Slug: 'support-staff',
        rank: 3,
        Hero: {
          BannerImage: 'tl-adirondacks-forest',
          TagLine: 'Support staff jobs',
          Title: 'The team behind the magic',
          IntroText:
            'Cook, fix, organize and care for the camp community, with set hours and evenings free for the lake.',
          CallToAction: link('Kitchen and maintenance crew', CREW),
          SecondaryAction: link('Health center assistant', HEALTH),
        },
        SeoDetails: seo(
          'Summer Camp Support Staff Jobs | Timberline Camps',
          'Kitchen, maintenance, office and health center jobs at summer camp. Set hours, room and board, and great pay.',
        ),
        TileDetails: tile(
          'Support Staff',
          'Kitchen, maintenance and health center',
          'Support Staff',
          'Explore support jobs',
        ),
        FAQ: faq(3, 'Support staff FAQs', [
          [
            'Do I need to work with kids?',
            'Not directly. Support staff work behind the scenes, though you will get to know campers at meals and events.',
          ],
          [
            'What are the hours?',
            'Most support roles work set shifts of about eight hours, six days a week, with one full day off.',
          ],
          [
            'Is there an age limit?',
            'No upper age limit. Support roles are popular with college students, teachers and retirees alike.',
          ],
        ]),
        USP: usps(1, 'Why join the support team', [
          ['Set shifts', 'Predictable hours and evenings off.'],
          ['Strong pay', 'Support staff earn from $3,400 for the season.'],
          ['All ages welcome', 'Roles for students, career-changers and retirees.'],
        ]),
        countries: ['US'],
        MediaDisplay: {
          Title: 'Behind the scenes',
          Body: 'Pancake mornings for 300, **trail repairs** and the health center team that keeps everyone well.',
          Media: ['tl-forest-square', 'tl-campfire-square', 'tl-adirondacks-forest'],
          rank: 2,
        },
        CrossSell: {
          Title: 'Support staff programs',
          SubTitle: 'Find your role on the team',
          rank: 4,
          products_v2: ['kitchen-and-maintenance-crew'],
          products: ['health-center-assistant'],
        },
        brands,
      },
    ],

    product: [
      {
        Name: 'Counselor-in-Training Program',
        Slug: 'counselor-in-training',
        rank: 1,
        Hero: {
          BannerImage: 'tl-campfire',
          TagLine: 'For 16 and 17 year olds',
          Title: 'Counselor-in-Training Program',
          IntroText:
            'Four weeks of leadership training, shadowing experienced counselors and planning your own camp activities.',
          CallToAction: link('Enroll now', `${BOOKING}/enroll/counselor-in-training`),
          SecondaryAction: link('See counselor jobs', COUNSELOR),
        },
        SeoDetails: seo(
          'Counselor-in-Training Program | Timberline Camps',
          'A four-week leadership program for 16 and 17 year olds at Camp Tall Pines, Maine. The first step to becoming a counselor.',
        ),
        TileDetails: tile('Counselor-in-Training', 'Four-week leadership program', 'CIT Program', 'View program'),
        experience: 'camp-counselor',
        UspBlocks: usps(1, 'Why CITs love this program', [
          ['Real responsibility', 'Run your own evening activity by week three.'],
          ['Certified skills', 'Earn first aid and CPR certification.'],
          ['A path to a job', 'Most graduates are hired as junior counselors the next summer.'],
        ]),
        PriceSection: {
          Title: 'Program tuition',
          SubTitle: 'July 6 to August 1, 2027',
          Price: 1850,
          Currency: 'USD',
          PriceCTAText: 'Enroll now',
          Information: 'A $250 deposit reserves a place. Need-based scholarships cover up to half of tuition.',
          SummaryLine: 'Includes lodging, meals, training and certification',
          VerticalImage: 'tl-tall-forest',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Only 24 CIT places for summer 2027',
          ButtonText: 'Enroll now',
          ButtonLink: `${BOOKING}/enroll/counselor-in-training`,
        },
        CompatibilityCheck: {
          Title: 'Is the CIT program right for you?',
          IntroText: 'It is a great fit if you loved being a camper and want to lead.',
          Items: list(
            'You enjoy helping younger kids',
            'You want to build leadership skills',
            'You are ready for four weeks away from home',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Who can enroll?',
          IntroText: 'Check these before you apply.',
          Items: list('Aged 16 or 17 on July 6, 2027', 'Parent or guardian consent', 'Completed health form'),
          rank: 4,
        },
        inclusions: list(
          'Four weeks of lodging and meals',
          'Leadership and child-safety training',
          'First aid and CPR certification',
          'CIT hoodie and journal',
        ),
        exclusions: list('Travel to camp', 'Optional weekend trips', 'Personal spending money'),
        InfoBanner1: {
          Title: 'Ready to be a counselor?',
          Body: 'Over 18? Apply straight for a counselor job.',
          Image: 'tl-maine-lake',
          ButtonText: 'Counselor program',
          ButtonLink: COUNSELOR,
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Meet Camp Tall Pines',
          Body: 'Our CIT program runs at our lakeside camp in Maine.',
          Image: 'tl-lake-square',
          ButtonText: 'Read the camp guide',
          ButtonLink: '/travel-guides/camp-tall-pines/',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'What to pack',
          Body: 'Our packing list covers everything for four weeks at camp.',
          Image: 'tl-forest-card',
          ButtonText: 'Packing list',
          ButtonLink: '/travel-essentials/packing/',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Questions from parents?',
          Body: 'Our team is happy to talk through safety, supervision and scholarships.',
          Image: 'tl-campfire-square',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 9,
        },
        FAQ: faq(6, 'CIT program FAQs', [
          [
            'Are CITs supervised?',
            'Yes. CITs have their own cabin with two dedicated CIT directors and follow a structured daily schedule.',
          ],
          [
            'Can CITs use their phones?',
            'Phones are kept in the camp office and returned on days off, just like for staff.',
          ],
          [
            'Is there financial aid?',
            'Need-based scholarships cover up to 50% of tuition. Apply with your enrollment form.',
          ],
        ]),
        blog_posts: ['a-day-in-the-life-of-a-cabin-counselor'],
        HanoverBookingLinks: [
          { name: 'Enroll for summer 2027', url: `${BOOKING}/enroll/counselor-in-training?season=2027` },
        ],
        CrossSell: {
          Title: 'Next steps',
          SubTitle: 'Where our CIT graduates go next',
          rank: 10,
          products_v2: ['general-counselor-program'],
          travel_guides: ['camp-tall-pines'],
        },
        brands,
      },
      {
        Name: 'Climbing Instructor Course',
        Slug: 'climbing-instructor-course',
        rank: 2,
        Hero: {
          BannerImage: 'tl-colorado-mountains',
          TagLine: 'Five days in Colorado',
          Title: 'Climbing Instructor Course',
          IntroText:
            'Earn your climbing wall instructor certification at Camp Red Ridge and step into a specialist role this summer.',
          CallToAction: link('Book the course', `${BOOKING}/courses/climbing-instructor`),
          SecondaryAction: link('Waterfront program', WATERFRONT),
        },
        SeoDetails: seo(
          'Climbing Instructor Course | Timberline Camps',
          'A five-day climbing wall instructor certification at Camp Red Ridge, Colorado, with a guaranteed interview for a specialist job.',
        ),
        TileDetails: tile('Climbing Instructor Course', 'Get certified in five days', 'Climbing Course', 'View course'),
        experience: 'activity-specialist',
        UspBlocks: usps(1, 'Why take the course', [
          ['Recognized certification', 'Qualifies you to run a camp climbing wall.'],
          ['Guaranteed interview', 'Every graduate interviews for a specialist job.'],
          ['Small groups', 'Maximum eight trainees per instructor.'],
        ]),
        PriceSection: {
          Title: 'Course fee',
          SubTitle: 'May 24 to 28, 2027',
          Price: 495,
          Currency: 'USD',
          PriceCTAText: 'Book the course',
          Information: 'Fee refunded in full if you are hired as a climbing specialist at a Timberline camp.',
          SummaryLine: 'Includes lodging, meals, equipment and assessment',
          VerticalImage: 'tl-tall-mountains',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'May 2027 course: eight places left',
          ButtonText: 'Book now',
          ButtonLink: `${BOOKING}/courses/climbing-instructor`,
        },
        CompatibilityCheck: {
          Title: 'Is this course for you?',
          IntroText: 'You should already enjoy climbing and want to teach it.',
          Items: list(
            'You climb indoors or outdoors regularly',
            'You can tie in and belay confidently',
            'You enjoy coaching beginners',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Course requirements',
          IntroText: 'You will need the following on day one.',
          Items: list('Aged 18 or over', 'Able to lead-climb at a 5.8 grade', 'Current first aid certificate'),
          rank: 4,
        },
        inclusions: list(
          'Five days of instruction',
          'Lodging and meals at Camp Red Ridge',
          'Harness, helmet and shoes',
          'Certification assessment fee',
        ),
        exclusions: list('Travel to Colorado', 'First aid course', 'Personal climbing gear purchases'),
        InfoBanner1: {
          Title: 'Discover Camp Red Ridge',
          Body: 'Canyons, climbing and big Colorado skies.',
          Image: 'tl-canyon',
          ButtonText: 'Read the camp guide',
          ButtonLink: '/travel-guides/camp-red-ridge/',
          rank: 5,
        },
        InfoBanner2: {
          Title: 'Now hiring climbing leads',
          Body: 'See our current climbing jobs for summer 2027.',
          Image: 'tl-tall-mountains',
          ButtonText: 'Open positions',
          ButtonLink: '/jobs/',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Your camp days off',
          Body: 'What to do in Colorado camp country when you are not on the wall.',
          Image: 'tl-mountains-card',
          ButtonText: 'Read the post',
          ButtonLink: '/blog/days-off-in-colorado-camp-country/',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Questions about the course?',
          Body: 'Our specialist team is happy to help.',
          Image: 'tl-colorado-mountains',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 9,
        },
        FAQ: faq(6, 'Course FAQs', [
          [
            'What if I do not pass the assessment?',
            'You can reassess once for free at a later course date, and our instructors give you a personal practice plan.',
          ],
          [
            'Is the certification valid at other camps?',
            'Yes. It is recognized at camps and climbing walls across the country for three years.',
          ],
          [
            'Do I need my own gear?',
            'No. All technical equipment is provided. Bring comfortable clothes and closed-toe shoes.',
          ],
        ]),
        blog_posts: ['days-off-in-colorado-camp-country'],
        HanoverBookingLinks: [
          { name: 'Book the May 2027 course', url: `${BOOKING}/courses/climbing-instructor?date=2027-05-24` },
        ],
        CrossSell: {
          Title: 'More specialist roles',
          SubTitle: 'Prefer the water?',
          rank: 10,
          products_v2: ['waterfront-specialist-program'],
          destinations: ['colorado'],
        },
        brands,
      },
      {
        Name: 'Health Center Assistant',
        Slug: 'health-center-assistant',
        rank: 3,
        Hero: {
          BannerImage: 'tl-forest-card',
          TagLine: 'Support staff',
          Title: 'Health Center Assistant',
          IntroText:
            'Help the camp nurse keep campers healthy: medication rounds, first aid and a calm, friendly face in the health center.',
          CallToAction: link('Apply now', `${BOOKING}/apply/health-center-assistant`),
          SecondaryAction: link('Other support roles', CREW),
        },
        SeoDetails: seo(
          'Health Center Assistant Camp Job | Timberline Camps',
          'Work alongside the camp nurse as a health center assistant. Ideal for nursing and pre-med students. Season salary $3,600.',
        ),
        TileDetails: tile(
          'Health Center Assistant',
          'Ideal for nursing and pre-med students',
          'Health Center',
          'View role',
        ),
        experience: 'support-staff',
        UspBlocks: usps(1, 'Why this role stands out', [
          ['Clinical experience', 'Hands-on hours that count toward many nursing programs.'],
          ['Supportive team', 'Work alongside registered nurses every shift.'],
          ['Private lodging', 'Health center staff share a quiet staff cabin.'],
        ]),
        PriceSection: {
          Title: 'Season salary',
          SubTitle: 'June 14 to August 16, 2027',
          Price: 3600,
          Currency: 'USD',
          PriceCTAText: 'Apply now',
          Information: 'Paid every two weeks. Room, board and laundry are included at no cost.',
          SummaryLine: 'Nine weeks, including paid orientation',
          VerticalImage: 'tl-tall-lake',
          rank: 2,
        },
        BookNowFloatingBanner: {
          Text: 'Three health center roles open for 2027',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/health-center-assistant`,
        },
        CompatibilityCheck: {
          Title: 'Is this role right for you?',
          IntroText: 'It suits calm, organized people who care about others.',
          Items: list(
            'You stay calm when things get busy',
            'You are careful with details and records',
            'You are studying nursing, medicine or a related field',
          ),
          rank: 3,
        },
        EligibilityCheck: {
          Title: 'Requirements',
          IntroText: 'You will need these before the season starts.',
          Items: list(
            'Aged 19 or over',
            'Current CPR and first aid certification',
            'Cleared background check',
            'Available for the full season',
          ),
          rank: 4,
        },
        inclusions: list(
          'Season salary of $3,600',
          'Room, board and laundry',
          'Paid orientation week',
          'Staff health insurance',
        ),
        exclusions: list('Travel to camp', 'CPR certification course'),
        InfoBanner1: {
          Title: 'About background checks',
          Body: 'What to expect and how long it takes.',
          Image: 'tl-forest-square',
          ButtonText: 'Read the guide',
          ButtonLink: '/infohub/articles/background-checks-for-camp-staff/',
          rank: 5,
        },
        InfoBanner2: {
          Title: 'How camp pay works',
          Body: 'Salaries, pay dates and taxes, explained.',
          Image: 'tl-lake-square',
          ButtonText: 'Read the guide',
          ButtonLink: '/infohub/articles/camp-counselor-pay-explained/',
          rank: 7,
        },
        InfoBanner3: {
          Title: 'Your camp health form',
          Body: 'Every staff member needs one. Here is how to complete it.',
          Image: 'tl-campfire-square',
          ButtonText: 'Health essentials',
          ButtonLink: '/travel-essentials/health-and-insurance/',
          rank: 8,
        },
        InfoBanner4: {
          Title: 'Talk to our hiring team',
          Body: 'We are happy to answer questions about the role.',
          Image: 'tl-maine-lake',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 9,
        },
        FAQ: faq(6, 'Health center FAQs', [
          [
            'Do I need to be a nurse?',
            'No. Assistants work under the supervision of registered nurses. Nursing or pre-med students are preferred.',
          ],
          [
            'What does a typical day look like?',
            'Morning and evening medication rounds, cabin visits, first aid for minor bumps and keeping health records up to date.',
          ],
          [
            'Are there night shifts?',
            'Assistants share an on-call rota, usually one night a week, with a nurse always on site.',
          ],
        ]),
        blog_posts: ['background-checks-for-camp-staff'],
        HanoverBookingLinks: [
          { name: 'Apply for summer 2027', url: `${BOOKING}/apply/health-center-assistant?season=2027` },
        ],
        CrossSell: {
          Title: 'Other support roles',
          SubTitle: 'Kitchen, maintenance and more',
          rank: 10,
          products_v2: ['kitchen-and-maintenance-crew'],
          experiences: ['support-staff'],
        },
        brands,
      },
    ],

    'product-v2': [
      {
        Name: 'General Counselor Program',
        Slug: 'general-counselor-program',
        rank: 1,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'General Counselor Program',
            TagLine: 'Nine weeks of cabin life, campfires and lake days',
            IntroText:
              'Lead a cabin of campers at one of our partner camps, with a week of paid training before they arrive.',
            backgroundImage: 'tl-maine-lake',
            CallToAction: link('Apply now', `${BOOKING}/apply/general-counselor`),
            SecondaryAction: link('How interviews work', '/infohub/articles/how-camp-interviews-work/'),
          },
          TickerBanner: 'Summer 2027 hiring is open: interviews start October 1',
        },
        SeoDetails: seo(
          'General Counselor Program | Timberline Camps',
          'Apply to be a summer camp counselor in Maine, the Adirondacks or Colorado. Salary from $3,100 plus room and board.',
        ),
        TileDetails: tile(
          'General Counselor Program',
          'Salary from $3,100 plus room and board',
          'Counselor',
          'View program',
        ),
        experience: 'camp-counselor',
        Sections: [
          {
            __component: 'blocks.usp-list',
            ...usps(1, 'What you get', [
              ['A season salary', 'From $3,100 for first-year counselors, paid every two weeks.'],
              ['Room and board', 'Cabin lodging, three meals a day and laundry service.'],
              ['Training that counts', 'First aid, CPR and child-safety certification during orientation.'],
            ]),
          },
          {
            __component: 'blocks.cost-section',
            Title: 'Your upfront costs',
            PriceLocale: 'en-US',
            Currency: 'USD',
            PaymentStages: [
              {
                Text: 'Application fee',
                TooltipText: 'Paid when you submit your application. Waived for returning staff.',
                Price: 45,
              },
              {
                Text: 'Background check',
                TooltipText: 'Paid after your interview. Processed by our screening partner.',
                Price: 35,
              },
              {
                Text: 'Orientation certifications',
                TooltipText:
                  'Due before orientation. Covers first aid and CPR certification; reimbursed after week four.',
                Price: 120,
              },
            ],
            TotalPrice: 200,
            Button: link('Start your application', `${BOOKING}/apply/general-counselor`),
            Inclusions: list(
              'Season salary from $3,100',
              'Cabin lodging and all meals',
              'Paid orientation week',
              'First aid and CPR certification',
              'Staff T-shirts and water bottle',
            ),
            Exclusions: list('Travel to and from camp', 'Personal spending on days off'),
            rank: 2,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five counselor moments',
            Items: [
              {
                Title: 'Color war',
                Body: 'Three days of friendly chaos that campers talk about all year.',
                Image: 'tl-campfire-square',
              },
              {
                Title: 'First swim test',
                Body: 'Cheering a nervous camper all the way to the deep end.',
                Image: 'tl-lake-square',
              },
              { Title: 'Cabin night', Body: 'Flashlight stories and bunk-bed giggles.', Image: 'tl-forest-card' },
              {
                Title: 'Overnight canoe trip',
                Body: 'Paddle out, pitch tents and cook over the fire.',
                Image: 'tl-lake-dusk',
              },
              { Title: 'Closing campfire', Body: 'The one where everyone cries a little.', Image: 'tl-campfire' },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Counselors at Timberline',
            Items: [
              {
                Quote: 'I applied for a summer job and found a second family. I am going back for my fourth summer.',
                Name: 'Marcus Bell',
                Role: 'Senior counselor, Camp Tall Pines',
                Photo: 'tl-staff-marcus',
                Rating: 5,
              },
              {
                Quote: 'Orientation week was so well run. I felt ready on day one with my campers.',
                Name: 'Lena Fischer',
                Role: 'First-year counselor, Camp Birch Hollow',
                Photo: 'tl-staff-lena',
                Rating: 5,
              },
              {
                Quote: 'Hard work and the best summer of my life. Those two things go together.',
                Name: 'Diego Ramírez',
                Role: 'Counselor, Camp Red Ridge',
                Photo: 'tl-staff-diego',
                Rating: 5,
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'How hiring works',
            Steps: [
              {
                Title: 'Apply online',
                Body: 'Tell us about your experience and the camps you like.',
                TimeFrame: 'From September 1',
              },
              {
                Title: 'Video interview',
                Body: 'A relaxed 30-minute chat with a camp director.',
                TimeFrame: 'Within two weeks',
              },
              {
                Title: 'Offer and contract',
                Body: 'Receive your camp, cabin age group and salary.',
                TimeFrame: 'October to April',
              },
              { Title: 'Background check', Body: 'Complete your screening and health form.', TimeFrame: 'By May 1' },
              {
                Title: 'Orientation week',
                Body: 'Paid training at camp before campers arrive.',
                TimeFrame: 'Early June',
              },
            ],
            rank: 5,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Life at our camps',
            Images: ['tl-maine-lake', 'tl-campfire', 'tl-forest-card', 'tl-lake-dusk'],
            rank: 6,
          },
          {
            __component: 'blocks.faq',
            ...faq(7, 'Program FAQs', [
              [
                'Can I choose my camp?',
                'You can rank your preferred camps. We do our best to match you, and directors make the final offer.',
              ],
              [
                'Can I bring my car?',
                'Yes, staff parking is available at all three camps. Cars stay parked except on days off.',
              ],
              [
                'Do international applicants qualify?',
                'Yes, through a J-1 visa sponsor. Read our J-1 visa guide for how it works.',
              ],
            ]),
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Interviews for summer 2027 start October 1',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/general-counselor`,
        },
        HanoverBookingLinks: [{ name: 'Apply for summer 2027', url: `${BOOKING}/apply/general-counselor?season=2027` }],
        brands,
      },
      {
        Name: 'Waterfront Specialist Program',
        Slug: 'waterfront-specialist-program',
        rank: 2,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Waterfront Specialist Program',
            TagLine: 'Lifeguard, sail and paddle all summer',
            IntroText:
              'Run swim lessons, sailing classes and canoe trips on some of the clearest lakes in the Northeast.',
            backgroundImage: 'tl-lake-dusk',
            CallToAction: link('Apply now', `${BOOKING}/apply/waterfront-specialist`),
            SecondaryAction: link('Meet Camp Birch Hollow', '/travel-guides/camp-birch-hollow/'),
          },
          TickerBanner: 'New for 2027: a 12-boat sailing fleet at Camp Birch Hollow',
        },
        SeoDetails: seo(
          'Waterfront Specialist Program | Timberline Camps',
          'Lifeguard and sailing jobs at summer camp. Certification included, salary up to $4,400 plus room and board.',
        ),
        TileDetails: tile(
          'Waterfront Specialist Program',
          'Lifeguard and sailing roles up to $4,400',
          'Waterfront',
          'View program',
        ),
        experience: 'activity-specialist',
        Sections: [
          {
            __component: 'blocks.cost-section',
            Title: 'Your upfront costs',
            PriceLocale: 'en-US',
            Currency: 'USD',
            PaymentStages: [
              { Text: 'Application fee', TooltipText: 'Paid when you apply. Waived for returning staff.', Price: 45 },
              { Text: 'Background check', TooltipText: 'Paid after your interview.', Price: 35 },
              {
                Text: 'Lifeguard certification',
                TooltipText: 'Our spring certification weekend. Reimbursed in full after your first month at camp.',
                Price: 235,
              },
            ],
            TotalPrice: 315,
            Button: link('Start your application', `${BOOKING}/apply/waterfront-specialist`),
            Inclusions: list(
              'Season salary from $3,800',
              'Lifeguard certification weekend',
              'Cabin or staff-lodge lodging and meals',
              'Sailing instructor training',
              'Waterfront uniform',
            ),
            Exclusions: list('Travel to camp', 'Personal wetsuit'),
            rank: 1,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five days on the waterfront',
            Items: [
              {
                Title: 'Morning swim lessons',
                Body: 'Calm water and big progress before breakfast.',
                Image: 'tl-lake-square',
              },
              { Title: 'Sailing regatta', Body: 'Campers race the new fleet across the lake.', Image: 'tl-lake-dusk' },
              { Title: 'Canoe overnight', Body: 'Paddle to an island campsite for the night.', Image: 'tl-maine-lake' },
              {
                Title: 'Polar bear plunge',
                Body: 'The chilly first-day dip that starts every session.',
                Image: 'tl-home-hero',
              },
              { Title: 'Sunset paddle', Body: 'Staff-only paddle after lights out.', Image: 'tl-tall-lake' },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'From the waterfront team',
            Items: [
              {
                Quote: 'Teaching a seven-year-old to swim her first length was the highlight of my year.',
                Name: 'Lena Fischer',
                Role: 'Swim instructor, Camp Birch Hollow',
                Photo: 'tl-staff-lena',
                Rating: 5,
              },
              {
                Quote:
                  'The certification weekend was tough but so well taught. I felt confident guarding from day one.',
                Name: 'Tyler Brooks',
                Role: 'Lifeguard, Camp Tall Pines',
                Rating: 5,
              },
              {
                Quote: 'Sailing every afternoon and getting paid for it. I still cannot believe it.',
                Name: 'Ava Lindqvist',
                Role: 'Sailing instructor, Camp Birch Hollow',
                Rating: 5,
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'Your path to the waterfront',
            Steps: [
              {
                Title: 'Apply',
                Body: 'Tell us about your swimming and boating experience.',
                TimeFrame: 'September to March',
              },
              {
                Title: 'Skills check',
                Body: 'A short swim assessment at a pool near you or at camp.',
                TimeFrame: 'Within a month',
              },
              { Title: 'Certification weekend', Body: 'Earn or renew your lifeguard certification.', TimeFrame: 'May' },
              {
                Title: 'Waterfront orientation',
                Body: 'Learn the lake, the boats and the safety plan.',
                TimeFrame: 'Early June',
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'On the water',
            Images: ['tl-lake-dusk', 'tl-lake-square', 'tl-maine-lake', 'tl-home-hero'],
            rank: 5,
          },
          {
            __component: 'blocks.video-display',
            TagLine: 'Watch',
            Title: 'Meet the waterfront team',
            SubTitle: 'Two minutes at Camp Birch Hollow',
            Body: 'See the new sailing fleet, the swim dock and the team that keeps it all safe.',
            VideoTitle: 'The Camp Birch Hollow waterfront',
            VideoUrl: 'https://www.youtube.com/@timberlinecamps',
            ButtonText1: 'Apply now',
            Button1Link: `${BOOKING}/apply/waterfront-specialist`,
            Image: 'tl-lake-dusk',
            rank: 6,
          },
          {
            __component: 'blocks.faq',
            ...faq(7, 'Waterfront FAQs', [
              [
                'I am not certified yet. Can I still apply?',
                'Yes. Strong swimmers can apply now and certify at our May weekend. The fee is reimbursed after your first month.',
              ],
              [
                'Do I need sailing experience?',
                'Not for swim and paddle roles. Sailing instructors need to be able to sail a small dinghy confidently.',
              ],
              [
                'How many hours are on the waterfront?',
                'About six hours a day, split into morning and afternoon periods, with rest hour in between.',
              ],
            ]),
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Waterfront roles fill first: apply by March',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/waterfront-specialist`,
        },
        HanoverBookingLinks: [
          { name: 'Apply for summer 2027', url: `${BOOKING}/apply/waterfront-specialist?season=2027` },
          { name: 'Book the May certification weekend', url: `${BOOKING}/courses/lifeguard?date=2027-05-15` },
        ],
        brands,
      },
      {
        Name: 'Kitchen and Maintenance Crew',
        Slug: 'kitchen-and-maintenance-crew',
        rank: 3,
        IsInfoHubPage: false,
        productHero: {
          heroTextSection: {
            Title: 'Kitchen and Maintenance Crew',
            TagLine: 'Set hours, strong pay and evenings by the lake',
            IntroText:
              'Feed 300 hungry campers or keep the cabins, docks and trails in shape, with no childcare experience needed.',
            backgroundImage: 'tl-adirondacks-forest',
            CallToAction: link('Apply now', `${BOOKING}/apply/kitchen-maintenance`),
            SecondaryAction: link('Health center roles', HEALTH),
          },
          TickerBanner: 'Hiring cooks, prep staff and maintenance techs for summer 2027',
        },
        SeoDetails: seo(
          'Camp Kitchen and Maintenance Jobs | Timberline Camps',
          'Summer camp kitchen and maintenance jobs with set shifts, room and board, and a season salary from $3,400.',
        ),
        TileDetails: tile('Kitchen and Maintenance Crew', 'Set shifts from $3,400 a season', 'Crew', 'View program'),
        experience: 'support-staff',
        Sections: [
          {
            __component: 'blocks.usp-list',
            ...usps(1, 'Why join the crew', [
              ['Predictable schedule', 'Eight-hour shifts and one full day off every week.'],
              ['Season salary', 'From $3,400, with overtime for cooks during peak weeks.'],
              ['Real skills', 'Food safety certification and hands-on trade experience.'],
            ]),
          },
          {
            __component: 'blocks.cost-section',
            Title: 'Your upfront costs',
            PriceLocale: 'en-US',
            Currency: 'USD',
            PaymentStages: [
              { Text: 'Application fee', TooltipText: 'Paid when you apply. Waived for returning staff.', Price: 45 },
              { Text: 'Background check', TooltipText: 'Paid after your interview.', Price: 35 },
              {
                Text: 'Food safety certificate',
                TooltipText: 'Online course completed before camp. Kitchen roles only.',
                Price: 30,
              },
            ],
            TotalPrice: 110,
            Button: link('Start your application', `${BOOKING}/apply/kitchen-maintenance`),
            Inclusions: list(
              'Season salary from $3,400',
              'Staff lodge room and all meals',
              'Work boots and uniform',
              'Paid orientation days',
            ),
            Exclusions: list('Travel to camp', 'Personal tools'),
            rank: 2,
          },
          {
            __component: 'blocks.top5-list',
            Title: 'Top five perks of the crew',
            Items: [
              {
                Title: 'Evenings free',
                Body: 'Most shifts end by 7pm, leaving the lake to you.',
                Image: 'tl-lake-dusk',
              },
              {
                Title: 'Staff cookouts',
                Body: 'Crew-only barbecues on the beach every Friday.',
                Image: 'tl-campfire-square',
              },
              { Title: 'Trail days', Body: 'Build boardwalks and bridges in the woods.', Image: 'tl-forest-square' },
              { Title: 'Chef mentoring', Body: 'Learn large-scale cooking from our head chefs.', Image: 'tl-campfire' },
              {
                Title: 'Days off in the mountains',
                Body: 'Hike and explore on your weekly day off.',
                Image: 'tl-mountains-card',
              },
            ],
            rank: 3,
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Crew members say',
            Items: [
              {
                Quote: 'I came for one summer as a prep cook and now I run the kitchen at Tall Pines.',
                Name: 'Rosa Delgado',
                Role: 'Head cook, Camp Tall Pines',
                Rating: 5,
              },
              {
                Quote: 'Retired teacher, third summer on maintenance. I love fixing things while the kids have fun.',
                Name: 'Walt Henning',
                Role: 'Maintenance tech, Camp Birch Hollow',
                Rating: 5,
              },
              {
                Quote: 'Great pay for a student job and the evenings on the lake are unbeatable.',
                Name: 'Diego Ramírez',
                Role: 'Kitchen assistant, Camp Red Ridge',
                Photo: 'tl-staff-diego',
                Rating: 4,
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'How to join the crew',
            Steps: [
              { Title: 'Apply', Body: 'Pick kitchen, maintenance or both.', TimeFrame: 'Year-round' },
              {
                Title: 'Phone interview',
                Body: 'A 20-minute call with the camp operations manager.',
                TimeFrame: 'Within a week',
              },
              {
                Title: 'Offer',
                Body: 'Get your camp, role and start date.',
                TimeFrame: 'Within two weeks of interview',
              },
              {
                Title: 'Arrive early',
                Body: 'Crew arrive before counselors to get camp ready.',
                TimeFrame: 'Late May',
              },
            ],
            rank: 5,
          },
          {
            __component: 'blocks.image-grid',
            Title: 'Behind the scenes',
            Images: ['tl-adirondacks-forest', 'tl-forest-square', 'tl-campfire-square', 'tl-tall-forest'],
            rank: 6,
          },
        ],
        BookNowFloatingBanner: {
          Text: 'Crew roles for summer 2027 are open',
          ButtonText: 'Apply now',
          ButtonLink: `${BOOKING}/apply/kitchen-maintenance`,
        },
        HanoverBookingLinks: [
          { name: 'Apply for summer 2027', url: `${BOOKING}/apply/kitchen-maintenance?season=2027` },
        ],
        brands,
      },
      {
        Name: 'J-1 Visa Explained',
        Slug: 'j1-visa-explained',
        rank: 4,
        IsInfoHubPage: true,
        productHero: {
          heroTextSection: {
            Title: 'The J-1 visa, explained',
            TagLine: 'Staff resources',
            IntroText:
              'Coming from outside the US? Here is how international staff get the exchange visitor visa to work at camp.',
            backgroundImage: 'tl-home-hero',
            CallToAction: link('See counselor jobs', COUNSELOR),
            SecondaryAction: link('How interviews work', '/infohub/articles/how-camp-interviews-work/'),
          },
        },
        SeoDetails: seo(
          'J-1 Visa for Summer Camp Staff | Timberline Camps',
          'How international summer camp staff get a J-1 exchange visitor visa: sponsors, forms, fees and timelines.',
        ),
        TileDetails: tile('J-1 visa explained', 'For international camp staff', 'J-1 Visa', 'Read the guide'),
        experience: 'camp-counselor',
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'How it works',
            Body:
              'International staff work at our camps on a **J-1 exchange visitor visa**. Timberline works with an approved sponsor organization, which issues the form you need to apply for your visa.\n\n' +
              '### What you will need\n\n' +
              '- A passport valid for six months beyond the end of summer\n' +
              '- Your signed camp contract from Timberline\n' +
              '- Your sponsor form and fee receipt\n' +
              '- A visa appointment at the US embassy or consulate in your country',
            rank: 1,
          },
          {
            __component: 'blocks.process-timeline',
            Title: 'Your J-1 timeline',
            Steps: [
              {
                Title: 'Accept your camp offer',
                Body: 'Sign your Timberline contract.',
                TimeFrame: 'October to March',
              },
              {
                Title: 'Sponsor enrollment',
                Body: 'We connect you with our sponsor to start your file.',
                TimeFrame: 'Within two weeks',
              },
              {
                Title: 'Sponsor form issued',
                Body: 'Your form arrives by courier or email.',
                TimeFrame: 'March to April',
              },
              {
                Title: 'Embassy interview',
                Body: 'Bring your documents and answer a few questions.',
                TimeFrame: 'April to May',
              },
              { Title: 'Travel to camp', Body: 'Arrive in time for orientation week.', TimeFrame: 'Early June' },
            ],
            rank: 2,
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'J-1 FAQs', [
              [
                'Who pays the sponsor fee?',
                'The sponsor fee is paid by you, but Timberline reimburses half of it after your first month at camp.',
              ],
              [
                'Can I travel after camp?',
                'Yes. The J-1 allows a grace period of up to 30 days after your program end date for travel.',
              ],
              ['Can I work a second job?', 'No. Your J-1 only covers the camp role listed on your sponsor form.'],
            ]),
          },
          {
            __component: 'blocks.info-banner',
            Title: 'Preparing for your interview?',
            Body: 'Our guide to camp interviews covers both the hiring chat and what to expect at the embassy.',
            Image: 'tl-forest-card',
            ButtonText: 'Read the guide',
            ButtonLink: '/infohub/articles/how-camp-interviews-work/',
            rank: 4,
          },
        ],
        brands,
      },
    ],

    destination: [
      {
        Name: 'Maine',
        Slug: 'maine',
        rank: 1,
        Hero: {
          BannerImage: 'tl-maine-lake',
          TagLine: 'Lakes and pine forests',
          Title: 'Summer camp in Maine',
          IntroText: 'Crystal-clear lakes, loons calling at dusk and camps with a century of tradition.',
          CallToAction: link('Meet Camp Tall Pines', '/travel-guides/camp-tall-pines/'),
          SecondaryAction: link('Counselor program', COUNSELOR),
        },
        SeoDetails: seo(
          'Summer Camp Jobs in Maine | Timberline Camps',
          'Counselor, waterfront and support jobs at a lakeside summer camp in Maine. Room, board and a season salary.',
        ),
        TileDetails: tile('Maine', 'Lakeside camps in the pine woods', 'Maine', 'Explore Maine'),
        country: 'US',
        products: ['counselor-in-training'],
        products_v2: ['general-counselor-program', 'waterfront-specialist-program'],
        OfferBanner: {
          Title: 'Returning staff bonus',
          Subtitle: 'An extra $300 for second-year counselors',
          PromotionLogo: 'tl-partner-tall-pines',
          LogoLink: '/travel-guides/camp-tall-pines/',
          Background: 'tl-pattern',
          ButtonText: 'See the counselor program',
          ButtonLink: COUNSELOR,
          IntroText: 'Sign your 2027 contract by December 15 to qualify.',
          rank: 1,
        },
        USPs: usps(2, 'Why Maine', [
          ['Clean, cool lakes', 'Perfect for swimming, sailing and paddling.'],
          ['Classic camp traditions', 'Color war, Sunday cookouts and banquet night.'],
          ['Easy days off', 'Portland and the coast are under an hour away.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Our camps',
          SubTitle: 'Start with Tall Pines, then compare',
          rank: 3,
          travel_guides: ['camp-tall-pines', 'camp-birch-hollow', 'camp-red-ridge'],
        },
        FAQ: faq(4, 'Maine FAQs', [
          [
            'How do I get to camp in Maine?',
            'Fly into Portland or Boston. We run a staff shuttle from Portland on orientation day.',
          ],
          ['What is the weather like?', 'Warm days around 78°F and cool nights in the 50s. Bring a fleece.'],
          [
            'Are there bugs?',
            'Black flies are around in early June, then fade. Bring a good bug spray for the first weeks.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our Maine partners',
          Logos: [
            {
              Name: 'Camp Tall Pines',
              Image: 'tl-partner-tall-pines',
              URL: '/travel-guides/camp-tall-pines/',
              rank: 1,
            },
            { Name: 'Northwoods Camp Staffing Council', Image: 'tl-affiliate-ncsc', rank: 2 },
            { Name: 'Seasonal Worker Protection Fund', Image: 'tl-affiliate-swpf', rank: 3 },
          ],
          rank: 5,
        },
        news: ['Staff orientation dates announced for summer 2027'],
        events: ['Camp Staff Meetup – Boston', 'Waterfront Lifeguard Certification Weekend'],
        brands,
        $draftChanges: {
          Hero: {
            BannerImage: 'tl-coast',
            TagLine: 'Lakes, pines and the rocky coast',
            Title: 'Maine: our busiest hiring region for 2027',
            IntroText:
              'Camp Tall Pines is adding a second lakeside village, with 40 new counselor and specialist roles.',
            CallToAction: link('See open positions', '/jobs/'),
            SecondaryAction: link('Meet Camp Tall Pines', '/travel-guides/camp-tall-pines/'),
            SecondaryActionPrefixText: 'New to Maine?',
            TickerBanner: '40 new Maine roles for summer 2027',
          },
        },
      },
      {
        Name: 'Adirondacks',
        Slug: 'adirondacks',
        rank: 2,
        Hero: {
          BannerImage: 'tl-adirondacks-forest',
          TagLine: 'Mountains, lakes and six million acres of park',
          Title: 'Summer camp in the Adirondacks',
          IntroText: 'Birch forests, mountain lakes and some of the best sailing water in New York State.',
          CallToAction: link('Meet Camp Birch Hollow', '/travel-guides/camp-birch-hollow/'),
          SecondaryAction: link('Waterfront program', WATERFRONT),
        },
        SeoDetails: seo(
          'Summer Camp Jobs in the Adirondacks | Timberline Camps',
          'Counselor, sailing and support jobs at a summer camp in New York’s Adirondack Mountains.',
        ),
        TileDetails: tile(
          'Adirondacks',
          'Mountain lakes in upstate New York',
          'Adirondacks',
          'Explore the Adirondacks',
        ),
        country: 'US',
        products_v2: ['waterfront-specialist-program', 'kitchen-and-maintenance-crew'],
        OfferBanner: {
          Title: 'Sailors wanted',
          Subtitle: 'A brand-new 12-boat fleet for summer 2027',
          PromotionLogo: 'tl-partner-birch-hollow',
          LogoLink: '/travel-guides/camp-birch-hollow/',
          Background: 'tl-pattern',
          ButtonText: 'Waterfront program',
          ButtonLink: WATERFRONT,
          IntroText: 'We are hiring six sailing instructors for Camp Birch Hollow.',
          rank: 1,
        },
        USPs: usps(2, 'Why the Adirondacks', [
          ['Big lakes, big skies', 'Ideal sailing and paddling conditions all summer.'],
          ['Mountains on the doorstep', 'Hike a high peak on your day off.'],
          ['Close to the cities', 'Five hours from New York City and Montreal.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Our camps',
          SubTitle: 'Compare our three partner camps',
          rank: 3,
          travel_guides: ['camp-birch-hollow', 'camp-tall-pines', 'camp-red-ridge'],
        },
        FAQ: faq(4, 'Adirondacks FAQs', [
          ['How do I get there?', 'Fly into Albany. Our staff shuttle runs on orientation day.'],
          ['Is there cell signal?', 'Patchy at camp, but the staff lounge has Wi-Fi.'],
          ['What wildlife will I see?', 'Loons, deer, beavers and, very occasionally, a black bear at a distance.'],
        ]),
        PartnersSlider: {
          Title: 'Our Adirondack partners',
          Logos: [
            {
              Name: 'Camp Birch Hollow',
              Image: 'tl-partner-birch-hollow',
              URL: '/travel-guides/camp-birch-hollow/',
              rank: 1,
            },
            { Name: 'Northwoods Camp Staffing Council', Image: 'tl-affiliate-ncsc', rank: 2 },
          ],
          rank: 5,
        },
        news: ['Camp Birch Hollow adds a new sailing fleet for 2027'],
        events: ['Timberline Virtual Hiring Day'],
        brands,
      },
      {
        Name: 'Colorado',
        Slug: 'colorado',
        rank: 3,
        Hero: {
          BannerImage: 'tl-colorado-mountains',
          TagLine: 'High country adventure camp',
          Title: 'Summer camp in Colorado',
          IntroText: 'Climbing, canyon hikes and campfires under enormous Rocky Mountain skies.',
          CallToAction: link('Meet Camp Red Ridge', '/travel-guides/camp-red-ridge/'),
          SecondaryAction: link('Climbing instructor course', CLIMBING),
        },
        SeoDetails: seo(
          'Summer Camp Jobs in Colorado | Timberline Camps',
          'Climbing, hiking and counselor jobs at an adventure summer camp in the Colorado Rockies.',
        ),
        TileDetails: tile('Colorado', 'Adventure camp in the Rockies', 'Colorado', 'Explore Colorado'),
        country: 'US',
        products: ['climbing-instructor-course'],
        products_v2: ['general-counselor-program'],
        OfferBanner: {
          Title: 'Course fee refunded',
          Subtitle: 'Get hired as a climbing specialist and your course is free',
          PromotionLogo: 'tl-partner-red-ridge',
          LogoLink: '/travel-guides/camp-red-ridge/',
          Background: 'tl-pattern',
          ButtonText: 'Climbing instructor course',
          ButtonLink: CLIMBING,
          IntroText: 'Book the May 2027 course at Camp Red Ridge.',
          rank: 1,
        },
        USPs: usps(2, 'Why Colorado', [
          ['Adventure every day', 'Climbing, mountain biking and canyon hikes.'],
          ['Dry, sunny summers', 'Warm days and cool, starry nights.'],
          ['Outdoor qualifications', 'Leave with climbing and wilderness certifications.'],
        ]),
        TravelGuidesSlider: {
          Title: 'Our camps',
          SubTitle: 'From the Rockies to the Northeast',
          rank: 3,
          travel_guides: ['camp-red-ridge', 'camp-tall-pines', 'camp-birch-hollow'],
        },
        FAQ: faq(4, 'Colorado FAQs', [
          ['How high is camp?', 'Camp Red Ridge sits at about 7,800 feet, so take the first few days easy.'],
          ['How do I get there?', 'Fly into Denver. The staff shuttle takes about three hours.'],
          [
            'Do I need outdoor experience?',
            'Not for general counselor roles. Specialists need relevant certifications, which we can help you earn.',
          ],
        ]),
        PartnersSlider: {
          Title: 'Our Colorado partners',
          Logos: [
            { Name: 'Camp Red Ridge', Image: 'tl-partner-red-ridge', URL: '/travel-guides/camp-red-ridge/', rank: 1 },
            { Name: 'Seasonal Worker Protection Fund', Image: 'tl-affiliate-swpf', rank: 2 },
          ],
          rank: 5,
        },
        news: ['Returning counselors get a pay raise for summer 2027'],
        events: ['Timberline Virtual Hiring Day'],
        brands,
      },
    ],

    'travel-guide': [
      {
        Name: 'Camp Tall Pines',
        Slug: 'camp-tall-pines',
        rank: 1,
        Hero: {
          BannerImage: 'tl-home-hero',
          TagLine: 'Bridgton, Maine',
          Title: 'Camp Tall Pines',
          IntroText: 'A traditional co-ed camp on a mile of private lakeshore, running since 1931.',
          CallToAction: link('Work at Tall Pines', COUNSELOR),
        },
        Intro:
          'Camp Tall Pines welcomes 320 campers aged 8 to 15 each session. It is known for its **waterfront program, arts village and legendary banquet night**.\n\n' +
          '- **Staff:** about 140 counselors, specialists and support staff\n' +
          '- **Sessions:** two four-week sessions from late June\n' +
          '- **Nearest town:** Bridgton, 15 minutes by staff shuttle',
        SeoDetails: seo(
          'Camp Tall Pines, Maine | Timberline Camps',
          'Work at Camp Tall Pines, a traditional lakeside summer camp in Bridgton, Maine. Jobs, staff life and days off.',
        ),
        TileDetails: tile('Camp Tall Pines', 'Lakeside tradition in Maine', 'Tall Pines', 'Meet the camp'),
        destination: 'maine',
        ContentGallery: {
          Title: 'Tall Pines in pictures',
          Images: ['tl-home-hero', 'tl-maine-lake', 'tl-campfire', 'tl-lake-square'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Tall Pines traditions',
          Items: [
            { Title: 'Opening campfire', Body: 'Every session starts with songs on the beach.', Image: 'tl-campfire' },
            { Title: 'Lake crossing swim', Body: 'A supported mile swim for older campers.', Image: 'tl-maine-lake' },
            {
              Title: 'Arts village fair',
              Body: 'Campers show off a month of pottery and painting.',
              Image: 'tl-forest-card',
            },
            { Title: 'Lobster bake', Body: 'A very Maine staff thank-you dinner.', Image: 'tl-coast' },
            {
              Title: 'Banquet night',
              Body: 'Costumes, speeches and the big reveal of next year’s theme.',
              Image: 'tl-campfire-square',
            },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'Tall Pines staff say',
          Items: [
            {
              Quote: 'Four summers in and Tall Pines still surprises me.',
              Name: 'Marcus Bell',
              Role: 'Senior counselor',
              Photo: 'tl-staff-marcus',
              Rating: 5,
            },
            {
              Quote: 'The waterfront is stunning, and the team is even better.',
              Name: 'Tyler Brooks',
              Role: 'Lifeguard',
              Rating: 5,
            },
            {
              Quote: 'I came as a prep cook and now run the kitchen.',
              Name: 'Rosa Delgado',
              Role: 'Head cook',
              Rating: 5,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Questions about Tall Pines?',
          Body: 'Our Portland office is 40 minutes from camp and visits every week in summer.',
          Email: 'tallpines@timberlinecamps.com',
          Telephone: '+1 207 555 0142',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 4,
        },
        jobs: ['Cabin Counselor – Camp Tall Pines', 'Camp Kitchen Assistant – Camp Tall Pines'],
        events: ['Waterfront Lifeguard Certification Weekend'],
        blog_posts: ['a-day-in-the-life-of-a-cabin-counselor'],
        brands,
      },
      {
        Name: 'Camp Birch Hollow',
        Slug: 'camp-birch-hollow',
        rank: 2,
        Hero: {
          BannerImage: 'tl-lake-dusk',
          TagLine: 'Adirondack Mountains, New York',
          Title: 'Camp Birch Hollow',
          IntroText: 'A sailing and outdoor camp on a quiet mountain lake, surrounded by birch forest.',
          CallToAction: link('Work on the waterfront', WATERFRONT),
        },
        Intro:
          'Camp Birch Hollow is a smaller camp of 180 campers, with a **strong sailing program** and overnight canoe trips into the wilderness.\n\n' +
          '- **Staff:** about 80 counselors, specialists and support staff\n' +
          '- **Sessions:** one seven-week session or two shorter ones\n' +
          '- **Nearest town:** Saranac Lake, 25 minutes away',
        SeoDetails: seo(
          'Camp Birch Hollow, Adirondacks | Timberline Camps',
          'Work at Camp Birch Hollow, a sailing and outdoor summer camp in New York’s Adirondack Mountains.',
        ),
        TileDetails: tile('Camp Birch Hollow', 'Sailing camp in the Adirondacks', 'Birch Hollow', 'Meet the camp'),
        destination: 'adirondacks',
        ContentGallery: {
          Title: 'Birch Hollow in pictures',
          Images: ['tl-lake-dusk', 'tl-adirondacks-forest', 'tl-forest-square', 'tl-tall-lake'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Birch Hollow experiences',
          Items: [
            { Title: 'Regatta day', Body: 'The whole camp lines the shore to cheer.', Image: 'tl-lake-dusk' },
            {
              Title: 'Three-day canoe trip',
              Body: 'Portage between lakes and camp on islands.',
              Image: 'tl-maine-lake',
            },
            { Title: 'Loon watching', Body: 'Early-morning birding from the dock.', Image: 'tl-lake-square' },
            {
              Title: 'High peak hike',
              Body: 'Staff day-off tradition: summit at sunrise.',
              Image: 'tl-mountains-card',
            },
            { Title: 'Birch bark crafts', Body: 'A camp art form passed down for decades.', Image: 'tl-forest-square' },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'Birch Hollow staff say',
          Items: [
            {
              Quote: 'Smaller camp, bigger family. Everyone knows your name.',
              Name: 'Lena Fischer',
              Role: 'Swim instructor',
              Photo: 'tl-staff-lena',
              Rating: 5,
            },
            {
              Quote: 'The new fleet is going to be incredible.',
              Name: 'Ava Lindqvist',
              Role: 'Sailing instructor',
              Rating: 5,
            },
            {
              Quote: 'Third summer on maintenance and I still love the lake at dawn.',
              Name: 'Walt Henning',
              Role: 'Maintenance tech',
              Rating: 4,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Questions about Birch Hollow?',
          Body: 'Our hiring team can connect you with returning Birch Hollow staff.',
          Email: 'birchhollow@timberlinecamps.com',
          Telephone: '+1 207 555 0142',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 4,
        },
        jobs: ['Sailing Instructor – Camp Birch Hollow'],
        events: ['Timberline Virtual Hiring Day'],
        blog_posts: ['why-sailors-love-camp-birch-hollow'],
        brands,
      },
      {
        Name: 'Camp Red Ridge',
        Slug: 'camp-red-ridge',
        rank: 3,
        Hero: {
          BannerImage: 'tl-canyon',
          TagLine: 'Colorado Rockies',
          Title: 'Camp Red Ridge',
          IntroText: 'An adventure camp among red rock canyons and high peaks, with climbing at its heart.',
          CallToAction: link('Climbing instructor course', CLIMBING),
        },
        Intro:
          'Camp Red Ridge runs adventure programs for 220 campers aged 10 to 17: **climbing, mountain biking and backpacking** in the Rockies.\n\n' +
          '- **Staff:** about 95 counselors, specialists and support staff\n' +
          '- **Sessions:** three three-week sessions\n' +
          '- **Nearest town:** Salida, 30 minutes by shuttle',
        SeoDetails: seo(
          'Camp Red Ridge, Colorado | Timberline Camps',
          'Work at Camp Red Ridge, an adventure summer camp in the Colorado Rockies with climbing, biking and backpacking.',
        ),
        TileDetails: tile('Camp Red Ridge', 'Adventure camp in the Rockies', 'Red Ridge', 'Meet the camp'),
        destination: 'colorado',
        ContentGallery: {
          Title: 'Red Ridge in pictures',
          Images: ['tl-canyon', 'tl-colorado-mountains', 'tl-tall-mountains', 'tl-mountains-card'],
          rank: 1,
        },
        Top5List: {
          Title: 'Top five Red Ridge adventures',
          Items: [
            { Title: 'Summit day', Body: 'Older campers climb a 14,000-foot peak.', Image: 'tl-colorado-mountains' },
            { Title: 'Canyon camp-out', Body: 'Sleep under the stars between red rock walls.', Image: 'tl-canyon' },
            {
              Title: 'Climbing wall finals',
              Body: 'Speed-climbing races at the end of each session.',
              Image: 'tl-tall-mountains',
            },
            { Title: 'River day', Body: 'Rafting trip for staff on the first day off.', Image: 'tl-lake-dusk' },
            { Title: 'Stargazing', Body: 'Dark skies and a camp telescope.', Image: 'tl-campfire' },
          ],
          rank: 2,
        },
        Testimonials: {
          Title: 'Red Ridge staff say',
          Items: [
            {
              Quote: 'Every day felt like an expedition. I left a much stronger climber and teacher.',
              Name: 'Diego Ramírez',
              Role: 'Climbing counselor',
              Photo: 'tl-staff-diego',
              Rating: 5,
            },
            {
              Quote: 'The altitude takes a few days, then you never want to leave.',
              Name: 'Jamie Okafor',
              Role: 'Trip leader',
              Rating: 5,
            },
            {
              Quote: 'Best sunsets of any camp I have worked at.',
              Name: 'Sasha Kim',
              Role: 'Health center assistant',
              Rating: 5,
            },
          ],
          rank: 3,
        },
        ContactUs: {
          Title: 'Questions about Red Ridge?',
          Body: 'Talk to our specialist team about climbing and outdoor roles.',
          Email: 'redridge@timberlinecamps.com',
          Telephone: '+1 207 555 0142',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
          rank: 4,
        },
        jobs: ['Climbing Wall Lead – Camp Red Ridge'],
        events: ['Timberline Virtual Hiring Day'],
        blog_posts: ['days-off-in-colorado-camp-country'],
        brands,
      },
    ],

    job: [
      {
        Title: 'Cabin Counselor – Camp Tall Pines',
        rank: 1,
        Image: 'tl-maine-lake',
        Sticker: { Text: 'Hiring now', Color: '#C8702A' },
        Location: {
          Name: 'Bridgton, Maine',
          GoogleMapsLink: 'https://maps.google.com/?q=Bridgton,+Maine',
          CountryCode: 'US',
        },
        AdditionalInfo: 'Hiring 30 cabin counselors for summer 2027. Must be 18 by June 1.',
        Pay: '$3,100 to $3,600 for the season, plus room and board',
        Duration: 'June 12 to August 15, 2027',
        Benefits:
          '- Paid orientation week\n- First aid and CPR certification\n- One day off each week plus two evenings',
        Description:
          'Live with a cabin of 8 to 10 campers and lead them through activities, meals and evening programs. You will also teach one activity period a day.\n\n' +
          'We are looking for **warm, reliable people** who love being outdoors.',
        Logo: 'tl-partner-tall-pines',
        CTAButtons: [
          link('Apply now', `${BOOKING}/apply/general-counselor?camp=tall-pines`),
          link('About the program', COUNSELOR),
        ],
        brands,
      },
      {
        Title: 'Sailing Instructor – Camp Birch Hollow',
        rank: 2,
        Image: 'tl-lake-dusk',
        Sticker: { Text: 'New fleet', Color: '#1F5130' },
        Location: {
          Name: 'Saranac Lake, New York',
          GoogleMapsLink: 'https://maps.google.com/?q=Saranac+Lake,+New+York',
        },
        AdditionalInfo: 'Six positions. Small-boat sailing experience required.',
        Pay: '$3,800 to $4,400 for the season, plus room and board',
        Duration: 'June 14 to August 14, 2027',
        Benefits: '- Sailing instructor certification\n- Staff lodge lodging\n- Free use of the fleet after hours',
        Description:
          'Teach sailing to campers aged 9 to 16 on our new 12-boat fleet. You will run lessons, support regatta day and help maintain the boats.\n\n' +
          'Lifeguard certification is a plus and can be earned at our **May certification weekend**.',
        Logo: 'tl-partner-birch-hollow',
        CTAButtons: [link('Apply now', `${BOOKING}/apply/waterfront-specialist?camp=birch-hollow`)],
        brands,
      },
      {
        Title: 'Climbing Wall Lead – Camp Red Ridge',
        rank: 3,
        Image: 'tl-tall-mountains',
        Sticker: { Text: 'Certification provided', Color: '#E9C46A' },
        Location: {
          Name: 'Salida, Colorado',
          GoogleMapsLink: 'https://maps.google.com/?q=Salida,+Colorado',
          CountryCode: 'US',
        },
        AdditionalInfo: 'Two positions. Lead-climbing experience required.',
        Pay: '$4,000 to $4,400 for the season, plus room and board',
        Duration: 'June 6 to August 9, 2027',
        Benefits: '- Course fee refunded when hired\n- Gear allowance of $150\n- Outdoor rock days for staff',
        Description:
          'Run the camp climbing wall and bouldering area, train assistant staff and keep meticulous safety checks.\n\n' +
          'You will also help lead **two outdoor rock days** each session.',
        Logo: 'tl-partner-red-ridge',
        CTAButtons: [link('Apply now', `${BOOKING}/apply/climbing-lead`), link('Get certified', CLIMBING)],
        brands,
      },
      {
        Title: 'Camp Kitchen Assistant – Camp Tall Pines',
        rank: 4,
        Image: 'tl-campfire-square',
        Sticker: { Text: 'Hiring now', Color: '#C8702A' },
        Location: {
          Name: 'Bridgton, Maine',
          GoogleMapsLink: 'https://maps.google.com/?q=Bridgton,+Maine',
          CountryCode: 'US',
        },
        AdditionalInfo: 'Eight positions. No experience needed; food safety training provided.',
        Pay: '$3,400 for the season, plus room and board',
        Duration: 'June 5 to August 18, 2027',
        Benefits: '- Set eight-hour shifts\n- Food safety certification\n- Friday crew cookouts',
        Description:
          'Prep, cook and serve three meals a day for 450 campers and staff as part of a friendly kitchen team.\n\n' +
          'Great for students, career-changers and **anyone who likes a busy kitchen**.',
        Logo: 'tl-partner-tall-pines',
        CTAButtons: [
          link('Apply now', `${BOOKING}/apply/kitchen-maintenance?camp=tall-pines`),
          link('About the crew', CREW),
        ],
        brands,
      },
    ],

    'job-page': [
      {
        Title: 'Open positions at Timberline Camps',
        Slug: 'timberline-jobs',
        Hero: {
          BannerImage: 'tl-campfire',
          TagLine: 'Now hiring for summer 2027',
          Title: 'Find your camp job',
          IntroText: 'Counselor, specialist and support roles at three partner camps.',
          CallToAction: link('Join a virtual hiring day', '/events/'),
        },
        SeoDetails: seo(
          'Summer Camp Jobs 2027 | Timberline Camps',
          'Open summer camp jobs for 2027: counselors, sailing and climbing specialists, and kitchen staff in Maine, New York and Colorado.',
        ),
        IntroText:
          'Every position includes **room, board and paid orientation**. Apply for one role and we will consider you for similar openings at all three camps.',
        jobs: [
          'Cabin Counselor – Camp Tall Pines',
          'Sailing Instructor – Camp Birch Hollow',
          'Climbing Wall Lead – Camp Red Ridge',
          'Camp Kitchen Assistant – Camp Tall Pines',
        ],
        brands,
      },
    ],

    event: [
      {
        Title: 'Timberline Virtual Hiring Day',
        SubTitle: 'Interview with all three camps in one evening',
        Body:
          'Meet directors from Tall Pines, Birch Hollow and Red Ridge on a single video call, then book same-week interviews. **Many offers are made within 48 hours.**\n\n' +
          '- Starts 6pm Eastern\n- Bring your questions\n- Free to join',
        Image: 'tl-forest-card',
        Button: link('Apply before the day', COUNSELOR),
        DateOfEvent: '2027-01-21T23:00:00.000Z',
        Online: true,
        brands,
      },
      {
        Title: 'Camp Staff Meetup – Boston',
        SubTitle: 'Meet returning counselors and camp directors',
        Body: 'An informal evening near Boston Common for new and returning staff. Hear about summer 2027, ask about roles and meet the people you might share a cabin with.',
        Image: 'tl-city',
        Button: link('See open positions', '/jobs/'),
        DateOfEvent: '2027-02-18T23:30:00.000Z',
        Venue: {
          Name: 'Boston Public Library',
          Street: '700 Boylston Street',
          City: 'Boston',
          PostalCode: '02116',
          CountryCode: 'US',
        },
        brands,
      },
      {
        Title: 'Waterfront Lifeguard Certification Weekend',
        SubTitle: 'Two days at Camp Tall Pines, Maine',
        Body: 'Earn or renew your lifeguard certification at camp before the season. The course fee is reimbursed after your first month on our waterfront team.',
        Image: 'tl-lake-square',
        Button: link('Waterfront program', WATERFRONT),
        DateOfEvent: '2027-05-15T13:00:00.000Z',
        Venue: { Name: 'Camp Tall Pines', City: 'Bridgton', PostalCode: '04009', CountryCode: 'US' },
        brands,
      },
    ],

    'news-item': [
      {
        title: 'Camp Birch Hollow adds a new sailing fleet for 2027',
        body: 'Twelve new training dinghies arrive at Camp Birch Hollow this spring, and we are hiring **six sailing instructors** to teach on them.',
        socialmediaTags: [{ slug: 'summer-camp' }, { slug: 'sailing' }],
        buttonText: 'See waterfront jobs',
        link: WATERFRONT,
        image: 'tl-lake-dusk',
        experiences: ['activity-specialist'],
        brands,
      },
      {
        title: 'Returning counselors get a pay raise for summer 2027',
        body: 'Second-year counselors will earn an extra $300 this summer, and third-year staff an extra $500. Sign your contract by December 15 to qualify.',
        socialmediaTags: [{ slug: 'camp-jobs' }, { slug: 'summer-camp' }],
        buttonText: 'Counselor program',
        link: COUNSELOR,
        image: 'tl-campfire',
        experiences: ['camp-counselor'],
        brands,
      },
      {
        title: 'Staff orientation dates announced for summer 2027',
        body: 'Orientation week runs June 5 to 11 for support staff and June 7 to 13 for counselors and specialists at all three camps.',
        socialmediaTags: [{ slug: 'staff-training' }],
        buttonText: 'Read about training week',
        link: '/infohub/articles/how-camp-interviews-work/',
        image: 'tl-forest-square',
        experiences: ['camp-counselor', 'support-staff'],
        brands,
      },
    ],

    'travel-essential': [
      {
        Title: 'Camp staff ID checklist',
        Body: 'Bring **two forms of ID** to orientation: a passport or driver’s license, plus your Social Security card or birth certificate. You need both for payroll.',
        Image: 'tl-forest-card',
        CTA: link('J-1 visa guide for international staff', VISA_GUIDE),
        Rank: 1,
        categories: ['documents'],
        brands,
      },
      {
        Title: 'Getting paid at camp',
        Body: 'Set up direct deposit before you arrive so your first paycheck lands on time. Pay is issued every two weeks from the start of orientation.',
        Image: 'tl-lake-square',
        CTA: link('How camp pay works', '/infohub/articles/camp-counselor-pay-explained/'),
        Rank: 2,
        categories: ['money'],
        brands,
      },
      {
        Title: 'Your staff health form',
        Body: 'Every staff member completes a health form signed by a physician, with an up-to-date **immunization record**. Submit it by May 1.',
        Image: 'tl-campfire-square',
        CTA: link('Contact our health team', '/contact-us/'),
        Rank: 3,
        categories: ['health-and-insurance', 'documents'],
        brands,
      },
      {
        Title: 'What to pack for nine weeks at camp',
        Body: 'Pack for sun, rain and chilly nights: a sleeping bag, a warm fleece, rain jacket, two swimsuits, closed-toe shoes and a headlamp. Leave valuables at home.',
        Image: 'tl-forest-square',
        CTA: link('See all packing tips', '/travel-essentials/packing/'),
        Rank: 4,
        categories: ['packing'],
        brands,
      },
    ],

    'blog-post': [
      {
        Title: 'A day in the life of a cabin counselor',
        SubTitle: 'From the 7am bell to taps',
        TagLine: 'Camp life',
        Quote: 'No two days are the same, but every one ends with a campfire.',
        MinsToRead: 6,
        Slug: 'a-day-in-the-life-of-a-cabin-counselor',
        IsInfoBlog: false,
        datePublished: '2026-02-24',
        Hero: {
          BannerImage: 'tl-home-hero',
          TagLine: 'Camp life',
          Title: 'A day in the life of a cabin counselor',
          IntroText: 'Sam walks through a typical Tuesday at Camp Tall Pines.',
        },
        author: 'sam-whitlock',
        Section: [
          {
            Content:
              '## Morning\n\n' +
              'The bell rings at **7:00am**. You wake your cabin, check everyone is up and head to the flagpole. Breakfast is loud, fast and usually involves pancakes.\n\n' +
              'After cabin cleanup, you teach your first activity period, maybe archery or arts and crafts.',
            Images: ['tl-home-hero'],
            Image1Link: '/travel-guides/camp-tall-pines/',
            rank: 1,
          },
          {
            Content:
              '## Afternoon and evening\n\n' +
              '- **Rest hour:** quiet time in the cabin, often the best chance for letters home\n' +
              '- **Free swim:** the waterfront is packed\n' +
              '- **Evening program:** capture the flag, talent show or a campfire\n\n' +
              'Lights out is at 9:30pm for younger cabins. Then it is staff time on the dock. Ready to try it? See our [counselor program](' +
              COUNSELOR +
              ').',
            Images: ['tl-campfire', 'tl-lake-square'],
            Image1Link: COUNSELOR,
            Image2Link: '/destinations/maine/',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'A Day in the Life of a Cabin Counselor | Timberline Camps',
          'What a camp counselor really does all day, from the morning bell to lights out, at Camp Tall Pines in Maine.',
        ),
        destination: 'maine',
        blog_types: ['summer-camp', 'stories'],
        InfoBanner: {
          Title: 'Want a day like this?',
          Body: 'Apply for summer 2027 and interview this fall.',
          Image: 'tl-maine-lake',
          ButtonText: 'Apply now',
          ButtonLink: COUNSELOR,
        },
        LinkedBlogs: ['why-sailors-love-camp-birch-hollow', 'how-camp-interviews-work'],
        brands,
      },
      {
        Title: 'Why sailors love Camp Birch Hollow',
        SubTitle: 'A new fleet, a perfect lake and campers who cannot wait to get on the water',
        TagLine: 'Waterfront',
        Quote: 'The afternoon breeze on Birch Hollow lake is as reliable as the dinner bell.',
        MinsToRead: 5,
        Slug: 'why-sailors-love-camp-birch-hollow',
        IsInfoBlog: false,
        datePublished: '2026-05-06',
        Hero: {
          BannerImage: 'tl-lake-dusk',
          TagLine: 'Waterfront',
          Title: 'Why sailors love Camp Birch Hollow',
          IntroText: 'Maya spent a week with the waterfront team ahead of the new fleet’s arrival.',
        },
        author: 'maya-okafor',
        Section: [
          {
            Content:
              '## The lake\n\n' +
              'Birch Hollow sits on a two-mile lake with a **steady afternoon breeze**, ideal for teaching. Mornings are glassy for swim lessons; afternoons belong to the sailors.\n\n' +
              'Instructors teach in pairs, with a safety boat always on the water.',
            Images: ['tl-lake-dusk'],
            Image1Link: '/travel-guides/camp-birch-hollow/',
            rank: 1,
          },
          {
            Content:
              '## What instructors say\n\n' +
              '1. The campers progress fast: most sail solo by week two\n' +
              '2. Regatta day is the loudest day of the summer\n' +
              '3. After-hours sailing for staff is the best perk going\n\n' +
              'Interested? Read about our [waterfront program](' +
              WATERFRONT +
              ').',
            Images: ['tl-lake-square', 'tl-adirondacks-forest'],
            Image1Link: WATERFRONT,
            Image2Link: '/destinations/adirondacks/',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Why Sailors Love Camp Birch Hollow | Timberline Camps',
          'Inside the sailing program at Camp Birch Hollow in the Adirondacks, from regatta day to after-hours staff sailing.',
        ),
        destination: 'adirondacks',
        blog_types: ['summer-camp', 'stories'],
        InfoBanner: {
          Title: 'Sail with us this summer',
          Body: 'Six sailing instructor roles open for 2027.',
          Image: 'tl-lake-dusk',
          ButtonText: 'Waterfront program',
          ButtonLink: WATERFRONT,
        },
        LinkedBlogs: ['a-day-in-the-life-of-a-cabin-counselor', 'days-off-in-colorado-camp-country'],
        brands,
      },
      {
        Title: 'Days off in Colorado camp country',
        SubTitle: 'Hot springs, river towns and 14,000-foot views',
        TagLine: 'Travel tips',
        Quote: 'Your day off is short, so pick one big thing and do it well.',
        MinsToRead: 4,
        Slug: 'days-off-in-colorado-camp-country',
        IsInfoBlog: false,
        datePublished: '2026-07-15',
        Hero: {
          BannerImage: 'tl-colorado-mountains',
          TagLine: 'Travel tips',
          Title: 'Days off in Colorado camp country',
          IntroText: 'Priya’s favorite ways to spend 24 hours off near Camp Red Ridge.',
        },
        author: 'priya-raman',
        Section: [
          {
            Content:
              '## Slow mornings\n\n' +
              'Sleep in, then head to town for breakfast at a riverside café. The small town near camp has an outfitter, a bookshop and **the best burritos in the valley**.\n\n' +
              'Most staff share rides, so ask at dinner the night before.',
            Images: ['tl-mountains-card'],
            Image1Link: '/travel-guides/camp-red-ridge/',
            rank: 1,
          },
          {
            Content:
              '## Bigger adventures\n\n' +
              '- Soak in natural hot springs after a long week\n' +
              '- Raft a gentle stretch of river with a local outfitter\n' +
              '- Hike to an alpine lake and swim if you dare\n\n' +
              'Want to spend your summer here? Start with our [climbing instructor course](' +
              CLIMBING +
              ').',
            Images: ['tl-canyon'],
            Image1Link: CLIMBING,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Days Off in Colorado Camp Country | Timberline Camps',
          'Hot springs, river trips and alpine hikes: how camp staff spend their days off near Camp Red Ridge, Colorado.',
        ),
        destination: 'colorado',
        blog_types: ['travel-tips'],
        InfoBanner: {
          Title: 'Spend your summer in the Rockies',
          Body: 'Climbing and counselor roles at Camp Red Ridge.',
          Image: 'tl-colorado-mountains',
          ButtonText: 'Meet Camp Red Ridge',
          ButtonLink: '/travel-guides/camp-red-ridge/',
        },
        LinkedBlogs: ['why-sailors-love-camp-birch-hollow', 'camp-counselor-pay-explained'],
        brands,
      },
      {
        Title: 'How camp interviews work',
        SubTitle: 'What directors ask and how to prepare',
        TagLine: 'Staff resources',
        Quote: 'Directors are not looking for perfect answers. They are looking for people kids will trust.',
        MinsToRead: 5,
        Slug: 'how-camp-interviews-work',
        IsInfoBlog: true,
        datePublished: '2026-01-28',
        Hero: {
          BannerImage: 'tl-forest-card',
          TagLine: 'Staff resources',
          Title: 'How camp interviews work',
          IntroText: 'A director’s guide to the Timberline interview.',
        },
        author: 'sam-whitlock',
        Section: [
          {
            Content:
              '## The format\n\n' +
              'Interviews are a **30-minute video call** with a camp director. We talk about your experience with kids, the activities you could teach and how you handle tricky moments.\n\n' +
              '### Common questions\n\n' +
              '- Tell us about a time you helped someone who was struggling\n' +
              '- What would you do if a camper was homesick?\n' +
              '- Which activity could you teach, and how?',
            rank: 1,
          },
          {
            Content:
              '## After the interview\n\n' +
              'Most applicants hear back within a week. If you are offered a role, you will get a contract with your camp, dates and salary.\n\n' +
              'International applicants should also read our [J-1 visa guide](' +
              VISA_GUIDE +
              ').',
            Images: ['tl-campfire-square'],
            Image1Link: VISA_GUIDE,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'How Summer Camp Interviews Work | Timberline Camps',
          'What to expect from a summer camp job interview: format, common questions and how to prepare.',
        ),
        destination: 'maine',
        blog_types: ['summer-camp', 'travel-tips'],
        InfoBanner: {
          Title: 'Ready to interview?',
          Body: 'Apply now and book your interview slot.',
          Image: 'tl-forest-card',
          ButtonText: 'Apply now',
          ButtonLink: COUNSELOR,
        },
        LinkedBlogs: ['camp-counselor-pay-explained', 'background-checks-for-camp-staff'],
        brands,
      },
      {
        Title: 'Camp counselor pay, explained',
        SubTitle: 'Salaries, pay dates and taxes for summer camp staff',
        TagLine: 'Staff resources',
        Quote: 'With room and board covered, most counselors save the majority of their salary.',
        MinsToRead: 4,
        Slug: 'camp-counselor-pay-explained',
        IsInfoBlog: true,
        datePublished: '2026-03-19',
        Hero: {
          BannerImage: 'tl-lake-square',
          TagLine: 'Staff resources',
          Title: 'Camp counselor pay, explained',
          IntroText: 'How much you will earn and when it arrives.',
        },
        author: 'priya-raman',
        Section: [
          {
            Content:
              '## How much you earn\n\n' +
              '| Role | Season salary |\n|---|---|\n| First-year counselor | $3,100 to $3,600 |\n| Activity specialist | $3,600 to $4,400 |\n| Support staff | from $3,400 |\n\n' +
              'Returning staff earn **$300 to $500 more** each year.',
            rank: 1,
          },
          {
            Content:
              '## Pay dates and taxes\n\n' +
              'You are paid every two weeks by direct deposit. Federal and state taxes are withheld as normal, and you will receive a tax form in January.\n\n' +
              'Set up direct deposit early using our [money essentials](/travel-essentials/money/).',
            Images: ['tl-lake-dusk'],
            Image1Link: '/travel-essentials/money/',
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Camp Counselor Pay Explained | Timberline Camps',
          'Summer camp salaries for counselors, specialists and support staff, plus pay dates, direct deposit and taxes.',
        ),
        destination: 'adirondacks',
        blog_types: ['summer-camp'],
        InfoBanner: {
          Title: 'See current salaries',
          Body: 'Every open position lists its season pay.',
          Image: 'tl-lake-square',
          ButtonText: 'Open positions',
          ButtonLink: '/jobs/',
        },
        LinkedBlogs: ['how-camp-interviews-work', 'background-checks-for-camp-staff'],
        brands,
      },
      {
        Title: 'Background checks for camp staff',
        SubTitle: 'Why we do them and how long they take',
        TagLine: 'Staff resources',
        Quote: 'Every adult at camp is checked. It is one of the reasons parents trust us.',
        MinsToRead: 3,
        Slug: 'background-checks-for-camp-staff',
        IsInfoBlog: true,
        datePublished: '2026-08-11',
        Hero: {
          BannerImage: 'tl-forest-square',
          TagLine: 'Staff resources',
          Title: 'Background checks for camp staff',
          IntroText: 'A simple step that keeps every camper safe.',
        },
        author: 'sam-whitlock',
        Section: [
          {
            Content:
              '## What is checked\n\n' +
              '- Identity and address history\n' +
              '- National and state criminal records\n' +
              '- Sex offender registries\n\n' +
              'Checks take **five to ten business days**. Complete yours by May 1 so there is no delay to your start date.',
            rank: 1,
          },
          {
            Content:
              '## International staff\n\n' +
              'If you live outside the US, you will provide a police certificate from your home country instead. Our [J-1 visa guide](' +
              VISA_GUIDE +
              ') explains the timing.',
            Images: ['tl-forest-card'],
            Image1Link: VISA_GUIDE,
            rank: 2,
          },
        ],
        SeoDetails: seo(
          'Background Checks for Camp Staff | Timberline Camps',
          'What the summer camp staff background check covers, how long it takes and what international staff need.',
        ),
        destination: 'colorado',
        blog_types: ['summer-camp', 'visas'],
        InfoBanner: {
          Title: 'Questions about your check?',
          Body: 'Our hiring team can help.',
          Image: 'tl-forest-square',
          ButtonText: 'Contact us',
          ButtonLink: '/contact-us/',
        },
        LinkedBlogs: ['how-camp-interviews-work', 'camp-counselor-pay-explained'],
        brands,
      },
      {
        $status: 'draft',
        Title: 'Staff training week: what to expect',
        SubTitle: 'Seven days that turn new hires into a camp team',
        TagLine: 'Coming soon',
        Quote: 'By the end of orientation, you will know the lake, the songs and each other.',
        MinsToRead: 5,
        Slug: 'staff-training-week-what-to-expect',
        IsInfoBlog: false,
        datePublished: '2026-10-02',
        Hero: {
          BannerImage: 'tl-campfire',
          TagLine: 'Camp life',
          Title: 'Staff training week: what to expect',
          IntroText: 'A day-by-day look at orientation at our camps.',
        },
        author: 'sam-whitlock',
        Section: [
          {
            Content:
              '## Days one to three\n\n' +
              'Arrival, cabin assignments and **first aid and CPR certification**. Expect team games, a swim test and your first staff campfire.\n\n' +
              '- Day 1: arrival and welcome dinner\n- Day 2: first aid and CPR\n- Day 3: child safety and behavior support',
            Images: ['tl-campfire'],
            Image1Link: COUNSELOR,
            rank: 1,
          },
        ],
        SeoDetails: seo(
          'Staff Training Week: What to Expect | Timberline Camps',
          'A day-by-day guide to staff orientation week at Timberline partner camps.',
        ),
        destination: 'maine',
        blog_types: ['summer-camp'],
        LinkedBlogs: ['a-day-in-the-life-of-a-cabin-counselor'],
        brands,
      },
    ],

    'static-page-v2': [
      {
        PageName: 'home',
        Title: 'Summer camp jobs in Maine, New York and Colorado',
        SeoDetails: seo(
          'Timberline Camps | Summer Camp Jobs for 2027',
          'Counselor, specialist and support staff jobs at three partner summer camps. Paid training, room and board, and a season salary.',
        ),
        Hero: {
          BannerImage: 'tl-home-hero',
          TagLine: 'Timberline Camps',
          Title: 'Spend your summer where the pines meet the lake',
          IntroText: 'Counselor, specialist and support staff jobs at three of America’s friendliest summer camps.',
          CallToAction: link('See open positions', '/jobs/'),
          SecondaryAction: link('join a virtual hiring day', '/events/'),
          SecondaryActionPrefixText: 'Want to meet us first?',
          TickerBanner: 'Summer 2027 hiring is open: returning staff earn up to $500 more',
        },
        Sections: [
          {
            __component: 'blocks.cross-sell',
            Title: 'Choose your region',
            SubTitle: 'Lakes, mountains or canyons',
            rank: 1,
            destinations: ['maine', 'adirondacks', 'colorado'],
          },
          {
            __component: 'blocks.cross-sell',
            Title: 'Programs hiring now',
            SubTitle: 'Plus a winter idea from our friends at BUNAC',
            rank: 2,
            products_v2: [
              'general-counselor-program',
              'waterfront-specialist-program',
              'kitchen-and-maintenance-crew',
              'work-canada',
            ],
          },
          {
            __component: 'blocks.usp-list',
            ...usps(3, 'Why work with Timberline', [
              ['Three trusted camps', 'Every partner camp is accredited and visited by our team each summer.'],
              ['Paid from day one', 'Orientation week is paid, and so is every day after.'],
              ['Support all season', 'A Timberline staff coordinator on site at every camp.'],
            ]),
          },
          {
            __component: 'blocks.testimonials',
            Title: 'Our staff say',
            Items: [
              {
                Quote: 'I applied for a summer job and found a second family.',
                Name: 'Marcus Bell',
                Role: 'Senior counselor, Camp Tall Pines',
                Photo: 'tl-staff-marcus',
                Rating: 5,
              },
              {
                Quote: 'Orientation week was so well run. I felt ready on day one.',
                Name: 'Lena Fischer',
                Role: 'Swim instructor, Camp Birch Hollow',
                Photo: 'tl-staff-lena',
                Rating: 5,
              },
              {
                Quote: 'Every day felt like an expedition.',
                Name: 'Diego Ramírez',
                Role: 'Climbing counselor, Camp Red Ridge',
                Photo: 'tl-staff-diego',
                Rating: 5,
              },
            ],
            rank: 4,
          },
          {
            __component: 'blocks.offer-banner',
            Title: 'Returning staff bonus',
            Subtitle: 'Up to $500 extra for summer 2027',
            PromotionLogo: 'tl-logo',
            LogoLink: '/jobs/',
            Background: 'tl-pattern',
            ButtonText: 'See open positions',
            ButtonLink: '/jobs/',
            IntroText: 'Sign your contract by December 15 to qualify.',
            rank: 5,
          },
          {
            __component: 'blocks.logo-slider',
            Title: 'Our camps and partners',
            Logos: [
              {
                Name: 'Camp Tall Pines',
                Image: 'tl-partner-tall-pines',
                URL: '/travel-guides/camp-tall-pines/',
                rank: 1,
              },
              {
                Name: 'Camp Birch Hollow',
                Image: 'tl-partner-birch-hollow',
                URL: '/travel-guides/camp-birch-hollow/',
                rank: 2,
              },
              { Name: 'Camp Red Ridge', Image: 'tl-partner-red-ridge', URL: '/travel-guides/camp-red-ridge/', rank: 3 },
              { Name: 'Northwoods Camp Staffing Council', Image: 'tl-affiliate-ncsc', rank: 4 },
              { Name: 'Seasonal Worker Protection Fund', Image: 'tl-affiliate-swpf', rank: 5 },
            ],
            rank: 6,
          },
          {
            __component: 'blocks.travel-guides-slider',
            Title: 'Meet our camps',
            SubTitle: 'Find the one that feels like home',
            rank: 7,
            travel_guides: ['camp-tall-pines', 'camp-birch-hollow', 'camp-red-ridge'],
          },
          {
            __component: 'blocks.faq',
            ...faq(8, 'Frequently asked questions', [
              [
                'When does hiring start?',
                'Applications open September 1 and interviews begin October 1. Waterfront and specialist roles fill first.',
              ],
              [
                'Do I have to pay to work at camp?',
                'Only small upfront costs for your application, background check and certifications, and many are reimbursed.',
              ],
              [
                'Can I work at more than one camp?',
                'Each contract is for one camp, but you can move between camps in later summers.',
              ],
            ]),
          },
        ],
        brands,
      },
      {
        PageName: 'about-us',
        Title: 'About Timberline Camps',
        SeoDetails: seo(
          'About Us | Timberline Camps',
          'Since 2004 Timberline Camps has hired and trained summer camp staff for partner camps in Maine, New York and Colorado.',
        ),
        Hero: {
          BannerImage: 'tl-adirondacks-forest',
          TagLine: 'About us',
          Title: 'Great camps start with great staff',
          IntroText:
            'For over twenty years, we have found, trained and supported the people who make summer camp magic.',
          CallToAction: link('See open positions', '/jobs/'),
        },
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Our story',
            Body:
              'Timberline Camps began in 2004, when three camp directors in Maine decided to **hire and train their staff together**. Today we recruit around 400 staff a year for three partner camps.\n\n' +
              'Our hiring team works year-round from Portland, Maine, and a Timberline coordinator lives on site at every camp during the summer.\n\n' +
              '### What we stand for\n\n' +
              '- Safe, well-trained staff in every cabin\n' +
              '- Fair, transparent pay\n' +
              '- Summers that build careers, not just memories',
            rank: 1,
          },
          {
            __component: 'blocks.usp-list',
            ...usps(2, 'Our memberships', [
              ['Northwoods Camp Staffing Council', 'We follow the council’s hiring and training standards.'],
              ['Seasonal Worker Protection Fund', 'Staff wages are protected through the fund.'],
              ['Accredited partner camps', 'All three camps meet independent safety standards.'],
            ]),
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'About Timberline', [
              [
                'Where is your office?',
                'On Commercial Street in Portland, Maine. Visitors are welcome by appointment.',
              ],
              ['How many staff do you hire?', 'Around 400 counselors, specialists and support staff each summer.'],
              [
                'Do you run the camps?',
                'Our partner camps are independently owned. We handle staff hiring, training and support.',
              ],
            ]),
          },
        ],
        InfoBanner: {
          Title: 'Meet us in person',
          Body: 'Join a hiring day or a staff meetup this winter.',
          Image: 'tl-city',
          ButtonText: 'See events',
          ButtonLink: '/events/',
        },
        brands,
      },
      {
        PageName: 'contact-us',
        Title: 'Contact Timberline Camps',
        SeoDetails: seo(
          'Contact Us | Timberline Camps',
          'Questions about camp jobs? Call, email or visit our Portland, Maine office.',
        ),
        Hero: {
          BannerImage: 'tl-coast',
          TagLine: 'Contact us',
          Title: 'We would love to hear from you',
          IntroText: 'Our hiring team answers every message within one business day.',
        },
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Office hours',
            Body: 'We are open **Monday to Friday, 9am to 5pm Eastern**. During summer, our on-site coordinators are available at each camp seven days a week.',
            rank: 1,
          },
          {
            __component: 'blocks.contact-us',
            Title: 'Get in touch',
            Body: 'Send us a message or call the hiring team.',
            Email: 'hello@timberlinecamps.com',
            Telephone: '+1 207 555 0142',
            ButtonText: 'Open the staff portal',
            ButtonLink: `${BOOKING}/portal`,
            rank: 2,
          },
          {
            __component: 'blocks.faq',
            ...faq(3, 'Before you contact us', [
              ['How do I check my application?', 'Log in to the staff portal to see your status and next steps.'],
              [
                'Can parents contact you?',
                'Of course. We are happy to talk about safety, supervision and the CIT program.',
              ],
              [
                'Do you take walk-ins?',
                'We prefer appointments, but drop by on Friday afternoons if you are in Portland.',
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
          'Privacy Policy | Timberline Camps',
          'How Timberline Camps collects, uses and protects applicant and staff information.',
        ),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Your privacy',
            Body:
              'Timberline Camps, Inc. collects the information you provide when you apply so that we can assess your application, run required background checks and employ you at camp.\n\n' +
              '- We share your details only with the partner camp that hires you and our screening provider\n' +
              '- We keep unsuccessful applications for 12 months\n' +
              '- You can request a copy or deletion of your data at any time\n\n' +
              'Email **privacy@timberlinecamps.com** with any questions.',
            rank: 1,
          },
        ],
        brands,
      },
      {
        PageName: 'cookie-policy',
        Title: 'Cookie policy',
        SeoDetails: seo(
          'Cookie Policy | Timberline Camps',
          'The cookies used on the Timberline Camps website and how to control them.',
        ),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Cookies on this site',
            Body: 'We use **essential cookies** to run the site and remember your choices, and **analytics cookies** to see which pages help applicants. You can block or delete cookies in your browser settings.',
            rank: 1,
          },
        ],
        brands,
      },
      {
        PageName: 'terms-and-conditions',
        Title: 'Terms of use',
        SeoDetails: seo(
          'Terms of Use | Timberline Camps',
          'Terms for using the Timberline Camps website and applying for positions.',
        ),
        Sections: [
          {
            __component: 'blocks.rich-text',
            Title: 'Terms of use',
            Body:
              'By using this site and applying for a position, you agree to the following:\n\n' +
              '1. The information in your application is true and complete\n' +
              '2. Offers of employment depend on a cleared background check\n' +
              '3. Application and background check fees are non-refundable\n' +
              '4. Certification fees are reimbursed as described on each program page',
            rank: 1,
          },
        ],
        brands,
      },
    ],

    'sitemap-page': [
      {
        Title: 'Timberline Camps site map',
        SeoDetails: seo('Site Map | Timberline Camps', 'Every page on the Timberline Camps website.'),
        IntroText: 'Everything on our site, from open positions to staff resources.',
        CorePages: [
          { Title: 'Home', URL: '/', Description: 'Summer camp jobs at three partner camps.' },
          { Title: 'Destinations', URL: '/destinations/', Description: 'Maine, the Adirondacks and Colorado.' },
          { Title: 'Experiences', URL: '/experiences/', Description: 'Counselor, specialist and support roles.' },
          { Title: 'Blog', URL: '/blog/', Description: 'Camp life stories and tips.' },
          { Title: 'Info hub', URL: '/infohub/', Description: 'Staff resources and guides.' },
          { Title: 'Jobs', URL: '/jobs/', Description: 'Every open position for summer 2027.' },
          { Title: 'Events', URL: '/events/', Description: 'Hiring days, meetups and certification weekends.' },
          { Title: 'News', URL: '/news/', Description: 'Updates from our camps.' },
          {
            Title: 'Travel essentials',
            URL: '/travel-essentials/',
            Description: 'Documents, pay, health forms and packing.',
          },
          { Title: 'Travel guides', URL: '/travel-guides/', Description: 'Meet our three partner camps.' },
        ],
        InteriorPages: [
          { Title: 'About us', URL: '/about-us/' },
          { Title: 'Contact us', URL: '/contact-us/' },
          { Title: 'Maine', URL: '/destinations/maine/' },
          { Title: 'Colorado', URL: '/destinations/colorado/' },
          { Title: 'General Counselor Program', URL: COUNSELOR },
          { Title: 'Waterfront Specialist Program', URL: WATERFRONT },
          { Title: 'Counselor-in-Training Program', URL: CIT },
          { Title: 'J-1 visa explained', URL: VISA_GUIDE },
        ],
        brands,
      },
    ],
  },
};
