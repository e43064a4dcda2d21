import { styled } from '@mui/material/styles';

/** An ordinary underlined link in the surrounding text colour (MUI's Link would add weight to the first load). */
export const PlainLink = styled('a')({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  textDecorationColor: 'currentColor',
  '&:hover': { textDecorationThickness: 2 },
});
