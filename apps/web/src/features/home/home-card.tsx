import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardPicture } from '../../components/card-picture';
import { quietLinkStyle } from '../../components/quiet-link-style';

/**
 * An item of a home block's grid: its picture, its title (the link to its page) and what
 * `children` add under the title. The pictures load as they are scrolled to: the blocks stand
 * below the search box.
 */
export function HomeCard({
  to,
  picture,
  title,
  gap,
  titleLineHeight,
  children,
}: {
  to: string;
  picture: { src: string; width: number; height: number; aspectRatio: string; cover?: boolean };
  title: string;
  /** Between the title and the lines under it. */
  gap: number;
  titleLineHeight?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ borderRadius: 2, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <CardPicture to={to} {...picture} loading="lazy" decoding="async" />
      <Box sx={{ p: 2, display: 'grid', gap }}>
        <Typography
          component="h3"
          sx={{
            fontWeight: 800,
            fontSize: 17,
            ...(titleLineHeight && { lineHeight: titleLineHeight }),
          }}
        >
          <Box component={Link} to={to} sx={quietLinkStyle}>
            {title}
          </Box>
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}
