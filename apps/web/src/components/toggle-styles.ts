/**
 * Toggle buttons with AA contrast: the brand red on its own tint is too faint for text, so the
 * chosen option is dark with light text and the others use the body text colour.
 */
export const contrastToggleSx = {
  '& .MuiToggleButton-root': { color: 'text.primary', textTransform: 'none', fontWeight: 500 },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
  },
} as const;
