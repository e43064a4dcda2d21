import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const FooterLink = styled(RouterLink)({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  textDecorationColor: 'rgba(255,255,255,0.45)',
  '&:hover': { textDecorationColor: 'currentColor', textDecorationThickness: 2 },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 3, borderRadius: 2 },
});

/** The site's own pages in the footer, two groups of links (each to a real page). */
const groups = [
  {
    titleKey: 'footer.help',
    links: [
      { to: '/faq', key: 'page.faq' },
      { to: '/contactUs', key: 'page.contactUs' },
      { to: '/refund', key: 'page.refund' },
      { to: '/flightPrivacy', key: 'page.flightPrivacy' },
      { to: '/hotelPrivacy', key: 'page.hotelPrivacy' },
    ],
  },
  {
    titleKey: 'footer.links',
    links: [
      { to: '/aboutUs', key: 'page.aboutUs' },
      { to: '/blogs', key: 'page.blogs' },
      { to: '/recruitment', key: 'page.recruitment' },
      { to: '/rules', key: 'page.rules' },
      { to: '/privacy', key: 'page.privacy' },
    ],
  },
] as const;

function LinkGroup({ group }: { group: (typeof groups)[number] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box component="h2" id={headingId} sx={{ fontSize: 16, fontWeight: 700, mt: 0, mb: 1.5 }}>
        {t(group.titleKey)}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {group.links.map((link) => (
          <li key={link.to}>
            <FooterLink to={link.to}>{t(link.key)}</FooterLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** About, contact, FAQ, careers, terms, privacy and the rules pages, for every brand. */
export function FooterLinks() {
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {groups.map((group) => (
        <LinkGroup key={group.titleKey} group={group} />
      ))}
    </Box>
  );
}
