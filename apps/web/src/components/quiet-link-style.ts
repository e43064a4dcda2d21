/** A link in the surrounding text's colour, underlined only under the pointer or the keyboard's focus. */
export const quietLinkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;
