import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * Something that opens in place (a question and its answer, a panel of details): the browser's
 * own `<details>` and `<summary>`, so it opens at the first press, before the page has woken
 * (docs/rendering.md), is read as a disclosure by screen readers and found by the browser's
 * search while closed. Drawn as an outlined row with a chevron that turns when open.
 */
export function Disclosure({
  summary,
  children,
  sx,
}: {
  /** What the row says while closed (a question, a title). */
  summary: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="details"
      sx={[
        {
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          // The summary's hover colour follows the rounded corners.
          overflow: 'hidden',
          '&[open] > summary > .disclosure-icon': { transform: 'rotate(180deg)' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          minHeight: 48,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>{summary}</Box>
        <ExpandMoreIcon
          className="disclosure-icon"
          aria-hidden
          sx={{ color: 'text.secondary', transition: 'transform 150ms' }}
        />
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </Box>
  );
}
