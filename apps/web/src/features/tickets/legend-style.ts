/** Legends read as headings: the text colour, also while a control inside has focus. */
export const legendStyle = {
  p: 0,
  mb: 1,
  color: 'text.primary',
  '&.Mui-focused:not(.Mui-error)': { color: 'text.primary' },
} as const;
