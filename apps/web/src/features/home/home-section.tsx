import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { quietLinkStyle } from '../../components/quiet-link-style';

/**
 * One of the home page's blocks: a section named by its heading, with a link to see all of its
 * kind when there is one, its items (`<li>`s) in a grid of one column on phones and `columns`
 * from the `sm` and `md` breakpoints on, and whatever follows the grid.
 */
export function HomeSection({
  titleId,
  title,
  seeAll,
  columns,
  children,
  after,
}: {
  titleId: string;
  title: string;
  seeAll?: { to: string; label: string };
  columns: { sm?: number; md: number };
  children: ReactNode;
  after?: ReactNode;
}) {
  const heading = (
    <Typography
      id={titleId}
      component="h2"
      sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, ...(seeAll ? { flex: 1 } : { mb: 2 }) }}
    >
      {title}
    </Typography>
  );
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 5, md: 8 } }}>
      {seeAll ? (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          {heading}
          <Box
            component={Link}
            to={seeAll.to}
            sx={{ ...quietLinkStyle, color: 'primary.dark', fontWeight: 700 }}
          >
            {seeAll.label}
          </Box>
        </Box>
      ) : (
        heading
      )}
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            ...(columns.sm && { sm: `repeat(${columns.sm}, 1fr)` }),
            md: `repeat(${columns.md}, 1fr)`,
          },
        }}
      >
        {children}
      </Box>
      {after}
    </Box>
  );
}
