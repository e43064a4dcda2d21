/** The public navigation of the site, in order; titles come from the `menu` namespace. */
export const publicMenu: ReadonlyArray<{ key: string; link: string }> = [
  { key: 'public_home', link: '/' },
  { key: 'public_hotels', link: '/hotels' },
  { key: 'public_refund', link: '/refund' },
  { key: 'public_ssr', link: '/ssr' },
  { key: 'public_flightInformations', link: '/flightInformations' },
  { key: 'public_blogs', link: '/blogs' },
  { key: 'public_faq', link: '/faq' },
  { key: 'public_aboutUs', link: '/aboutUs' },
  { key: 'public_contactUs', link: '/contactUs' },
];
