import Box from '@mui/material/Box';
import type { ImgHTMLAttributes } from 'react';
import { Link } from 'react-router';

/**
 * A card's picture, leading where the card's title does. The title's link is the one for the
 * keyboard and screen readers; this one is for the pointer only, out of the tab order and hidden,
 * so each card is one stop for the keyboard.
 */
export function CardPicture({
  to,
  src,
  width,
  height,
  aspectRatio,
  cover = false,
  ...loading
}: {
  to: string;
  src: string;
  width: number;
  height: number;
  /** Kept while the picture loads, so the card does not jump: `16 / 9`. */
  aspectRatio: string;
  /** Cropped to fill its frame rather than stretched. */
  cover?: boolean;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'>) {
  return (
    <Box component={Link} to={to} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
      <Box
        component="img"
        src={src}
        alt=""
        width={width}
        height={height}
        {...loading}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio,
          ...(cover && { objectFit: 'cover' }),
          bgcolor: 'action.hover',
        }}
      />
    </Box>
  );
}
