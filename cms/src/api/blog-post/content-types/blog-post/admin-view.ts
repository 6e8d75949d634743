import type { AdminView } from '../../../../bootstrap/admin-views';

export const BLOG_POST_VIEW: AdminView = {
  list: ['Title', 'IsInfoBlog', 'brands', 'destination', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  mainField: 'Title',
  fields: {
    Title: {
      label: 'Title',
      description:
        "The post's main heading, also its title on blog cards, in the footer's Explore menu and in search results (when SEO details have none).",
    },
    SubTitle: {
      label: 'Subtitle',
      description:
        'One line under the title and on blog cards; also the search description when SEO details have none. Leave empty to show nothing.',
    },
    TagLine: {
      label: 'Tag line',
      description: 'A short upper-case line above the title (e.g. "Summer camp"). Leave empty to show nothing.',
    },
    Quote: {
      label: 'Pull quote',
      description:
        'A quote shown large and in italics, in quotation marks, below the banner image. Type it without quotation marks; leave empty for none.',
    },
    MinsToRead: {
      label: 'Minutes to read',
      description:
        'Whole minutes, shown as "7 min read" beside the date on the post and on blog cards. Leave empty to hide it.',
      placeholder: '5',
    },
    Slug: {
      label: 'Slug',
      description:
        "The post's web address: /blog/<slug>, or /infohub/articles/<slug> for an information article. Lower case and hyphens; changing it breaks old links.",
      placeholder: 'nine-weeks-at-summer-camp',
    },
    IsInfoBlog: {
      label: 'Information article',
      description:
        'On: an information-hub article, listed in the info hub at /infohub/articles/<slug>, its tags not linked. Off: a blog post, listed on the blog.',
    },
    datePublished: {
      label: 'Date published',
      description:
        'Shown as "Mar 5 2026" under the title and on cards. Blog lists are sorted by it, newest first, and grouped by its month.',
    },
    Hero: {
      label: 'Banner',
      description:
        'Only its Banner image is used: wide under the title, on blog cards and in link previews. Nothing else of the banner is shown on a blog post (none of it is required): leave the rest empty.',
    },
    author: {
      label: 'Author',
      description:
        'Shown as "By <name>" beside the date and on cards, with an "About the author" box at the end of the post. Leave empty for neither.',
    },
    Section: {
      label: 'Sections',
      description:
        'The body of the post: text sections, each with optional images, shown in ascending order of their rank.',
    },
    SeoDetails: {
      label: 'SEO details',
      description:
        "Title (70 characters) and description (200) for search results and link previews. Empty: the post's title and subtitle are used.",
    },
    destination: {
      label: 'Destination',
      description:
        'A destination tile under "Where this story happens", after the article, linking to that destination. Leave empty for none.',
    },
    blog_types: {
      label: 'Tags',
      description:
        'Blog types shown as hashtags under the title and on cards (#SUMMERCAMP); on blog posts each links to its tag page. Leave empty for no tags.',
    },
    brands: {
      label: 'Brands',
      description:
        "The brand sites that list and show this post; on any other brand's site its address is not found. Also decides which brand editors can edit it.",
    },
    InfoBanner: {
      label: 'Info banner',
      description:
        'A highlighted message with an optional image and button, after the sections and before the author box. Leave empty for none.',
    },
    LinkedBlogs: {
      label: 'Linked posts',
      description:
        'Posts suggested as cards under "Keep reading" after the article, newest first. Unpublished ones are left out; leave empty to hide the section.',
    },
  },
};
