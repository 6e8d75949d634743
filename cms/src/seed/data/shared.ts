import type { SeedModule } from '../types';

/**
 * Content shared by every brand: countries, authors, blog types (tags) and travel-essential
 * categories. Loaded first, because the brand files point at these by natural key.
 */
export const sharedSeed: SeedModule = {
  images: {
    'shared-flag-us': { scene: 'flag', flag: 'us', format: 'card', alt: 'Flag of the United States' },
    'shared-flag-gb': { scene: 'flag', flag: 'gb', format: 'card', alt: 'Flag of the United Kingdom' },
    'shared-flag-ie': { scene: 'flag', flag: 'ie', format: 'card', alt: 'Flag of Ireland' },
    'shared-flag-au': { scene: 'flag', flag: 'au', format: 'card', alt: 'Flag of Australia' },
    'shared-flag-ca': { scene: 'flag', flag: 'ca', format: 'card', alt: 'Flag of Canada' },
    'shared-flag-nz': { scene: 'flag', flag: 'nz', format: 'card', alt: 'Flag of New Zealand' },

    // Author photos (portrait colours: background, skin, hair, shirt)
    'shared-author-maya-profile': {
      scene: 'portrait',
      format: 'square',
      colours: ['#2A9D8F', '#8D5524', '#1B1B1B', '#F4A261'],
      alt: 'Illustrated portrait of Maya Okafor against a teal background',
    },
    'shared-author-maya-blog': {
      scene: 'portrait',
      format: 'square',
      colours: ['#264653', '#8D5524', '#1B1B1B', '#E9C46A'],
      alt: 'Illustrated portrait of Maya Okafor against a deep blue background',
    },
    'shared-author-tom-profile': {
      scene: 'portrait',
      format: 'square',
      colours: ['#E76F51', '#F1C27D', '#6B4423', '#264653'],
      alt: 'Illustrated portrait of Tom Ellery against a warm coral background',
    },
    'shared-author-tom-blog': {
      scene: 'portrait',
      format: 'square',
      colours: ['#9C4A2F', '#F1C27D', '#6B4423', '#F4E9D8'],
      alt: 'Illustrated portrait of Tom Ellery against a rust background',
    },
    'shared-author-priya-profile': {
      scene: 'portrait',
      format: 'square',
      colours: ['#6D597A', '#C68642', '#2B1B17', '#EAAC8B'],
      alt: 'Illustrated portrait of Priya Raman against a soft violet background',
    },
    'shared-author-priya-blog': {
      scene: 'portrait',
      format: 'square',
      colours: ['#355070', '#C68642', '#2B1B17', '#B56576'],
      alt: 'Illustrated portrait of Priya Raman against a slate blue background',
    },
    'shared-author-sam-profile': {
      scene: 'portrait',
      format: 'square',
      colours: ['#3A5A40', '#E0AC69', '#A0522D', '#DAD7CD'],
      alt: 'Illustrated portrait of Sam Whitlock against a sage green background',
    },
    'shared-author-sam-blog': {
      scene: 'portrait',
      format: 'square',
      colours: ['#1D3557', '#E0AC69', '#A0522D', '#F1C453'],
      alt: 'Illustrated portrait of Sam Whitlock against a navy background',
    },
  },

  documents: {
    country: [
      {
        CountryCode: 'US',
        CountryCodeAlpha3: 'USA',
        CountryName: 'United States',
        Color: '#3C3B6E',
        Slug: 'united-states',
        FlagImage: 'shared-flag-us',
        CountryLocale: 'en-US',
      },
      {
        CountryCode: 'GB',
        CountryCodeAlpha3: 'GBR',
        CountryName: 'United Kingdom',
        Color: '#012169',
        Slug: 'united-kingdom',
        FlagImage: 'shared-flag-gb',
        CountryLocale: 'en-GB',
      },
      {
        CountryCode: 'IE',
        CountryCodeAlpha3: 'IRL',
        CountryName: 'Ireland',
        Color: '#169B62',
        Slug: 'ireland',
        FlagImage: 'shared-flag-ie',
        CountryLocale: 'en-IE',
      },
      {
        CountryCode: 'AU',
        CountryCodeAlpha3: 'AUS',
        CountryName: 'Australia',
        Color: '#00843D',
        Slug: 'australia',
        FlagImage: 'shared-flag-au',
        CountryLocale: 'en-AU',
      },
      {
        CountryCode: 'CA',
        CountryCodeAlpha3: 'CAN',
        CountryName: 'Canada',
        Color: '#D52B1E',
        Slug: 'canada',
        FlagImage: 'shared-flag-ca',
        CountryLocale: 'en-CA',
      },
      {
        CountryCode: 'NZ',
        CountryCodeAlpha3: 'NZL',
        CountryName: 'New Zealand',
        Color: '#00247D',
        Slug: 'new-zealand',
        FlagImage: 'shared-flag-nz',
        CountryLocale: 'en-NZ',
      },
    ],

    author: [
      {
        FullName: 'Maya Okafor',
        FirstName: 'Maya',
        Slug: 'maya-okafor',
        TagLine: 'Former camp counsellor turned programme adviser',
        Information:
          'Maya spent three summers on the waterfront at a lakeside camp in New Hampshire before joining the advice team. ' +
          'She now helps first-timers choose the right placement and writes about **camp life**, interviews and what to pack.\n\n' +
          '- Summers at camp: 3\n- Favourite activity: sunrise canoe trips\n- Based in: Bristol',
        ProfilePhoto: 'shared-author-maya-profile',
        BlogPhoto: 'shared-author-maya-blog',
      },
      {
        FullName: 'Tom Ellery',
        FirstName: 'Tom',
        Slug: 'tom-ellery',
        TagLine: 'Working-holiday veteran and visa explainer',
        Information:
          'Tom has worked his way around Australia, Canada and Ireland on working-holiday visas, from fruit picking in Queensland to a ski season in the Rockies. ' +
          'He untangles **visa rules, tax numbers and bank accounts** so you do not have to.\n\n' +
          '- Countries worked in: 5\n- Longest job: 14 months at a Banff hostel\n- Based in: Manchester',
        ProfilePhoto: 'shared-author-tom-profile',
        BlogPhoto: 'shared-author-tom-blog',
      },
      {
        FullName: 'Priya Raman',
        FirstName: 'Priya',
        Slug: 'priya-raman',
        TagLine: 'Travel writer and budget-planning enthusiast',
        Information:
          'Priya writes our practical guides on money, insurance and staying well on the road. ' +
          'She has budgeted gap years on three continents and believes a **good spreadsheet** is the most underrated travel accessory.\n\n' +
          '- Countries visited: 31\n- Top tip: always carry two cards\n- Based in: Dublin',
        ProfilePhoto: 'shared-author-priya-profile',
        BlogPhoto: 'shared-author-priya-blog',
      },
      {
        FullName: 'Sam Whitlock',
        FirstName: 'Sam',
        Slug: 'sam-whitlock',
        TagLine: 'Camp director and staff trainer',
        Information:
          'Sam has run staff training at summer camps in Maine and the Adirondacks for over a decade. ' +
          'He writes about **what directors look for**, orientation week and how to make the most of your days off.\n\n' +
          '- Summers at camp: 12\n- Specialism: waterfront safety\n- Based in: Portland, Maine',
        ProfilePhoto: 'shared-author-sam-profile',
        BlogPhoto: 'shared-author-sam-blog',
      },
    ],

    'blog-type': [
      { Name: 'Summer Camp', Slug: 'summer-camp' },
      { Name: 'Work Abroad', Slug: 'work-abroad' },
      { Name: 'Travel Tips', Slug: 'travel-tips' },
      { Name: 'Visas', Slug: 'visas' },
      { Name: 'Stories', Slug: 'stories' },
    ],

    'travel-essential-category': [
      { Name: 'Documents', Slug: 'documents' },
      { Name: 'Money', Slug: 'money' },
      { Name: 'Health & Insurance', Slug: 'health-and-insurance' },
      { Name: 'Packing', Slug: 'packing' },
    ],
  },
};
