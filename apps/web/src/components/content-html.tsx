import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML an editor wrote, shown as it is stored: it was sanitised by an allow-list when it was
 * saved (the server's platform/sanitize-html), so it carries no script, handler, id or class.
 * Links to the site's own pages move within the app instead of loading the page again.
 */
export function ContentHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      onClick={followInside}
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        fontSize: { xs: 16, md: 17 },
        lineHeight: 1.9,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& > :first-child': { mt: 0 },
        '& h2': { fontSize: { xs: 20, md: 22 }, fontWeight: 800, mt: 4, mb: 1.5, lineHeight: 1.5 },
        '& h3': { fontSize: { xs: 18, md: 19 }, fontWeight: 700, mt: 3, mb: 1, lineHeight: 1.5 },
        '& h4, & h5, & h6': { fontSize: 16, fontWeight: 700, mt: 2.5, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { my: 1.5, ps: 3.5 },
        '& li': { my: 0.5 },
        '& a': {
          color: 'primary.dark',
          fontWeight: 600,
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
        },
        '& a:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
          borderRadius: 0.5,
        },
        '& blockquote': {
          mx: 0,
          my: 2,
          py: 1,
          px: 2,
          borderInlineStart: '4px solid',
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
          borderRadius: 1,
        },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
        '& table': {
          display: 'block',
          maxWidth: '100%',
          overflowX: 'auto',
          borderCollapse: 'collapse',
          my: 2,
        },
        '& th, & td': {
          border: '1px solid',
          borderColor: 'divider',
          px: 1.5,
          py: 1,
          textAlign: 'start',
        },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 3 },
        '& pre, & code': { fontFamily: 'monospace', direction: 'ltr' },
      }}
    />
  );
}
