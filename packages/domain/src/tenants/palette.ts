/** A colour of the MUI palette: the spec lists main, light, dark and contrastText for each. */
export interface PaletteColor {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

/** The six palette entries the spec's tenant setting names. */
export interface TenantPalette {
  primary: PaletteColor;
  blue: PaletteColor;
  secondary: PaletteColor;
  info: PaletteColor;
  success: PaletteColor;
  warn: PaletteColor;
}

// Brand colours of the spec (section 9). Light and dark are the main colour mixed 30 % towards
// white and black; contrastText is the text colour meant for the main colour. White on the
// brand red is 3.7:1 — enough for large text only — so the web app puts normal-size text on
// `dark` (5.9:1) and keeps `main` for large type, icons and accents.
const brandRed: PaletteColor = {
  main: '#FB3640',
  light: '#FC7279',
  dark: '#B0262D',
  contrastText: '#FFFFFF',
};

const sharedPalette: Omit<TenantPalette, 'secondary'> = {
  primary: brandRed,
  blue: brandRed,
  info: { main: '#00548A', light: '#4D87AD', dark: '#003B61', contrastText: '#FFFFFF' },
  success: { main: '#20BC90', light: '#63D0B1', dark: '#168465', contrastText: '#0B1F19' },
  warn: { main: '#FFA300', light: '#FFBF4D', dark: '#B37200', contrastText: '#1F1400' },
};

export const defaultSecondary: PaletteColor = {
  main: '#333333',
  light: '#707070',
  dark: '#242424',
  contrastText: '#FFFFFF',
};

export const omanSecondary: PaletteColor = {
  main: '#001A13',
  light: '#4D5F5A',
  dark: '#00120D',
  contrastText: '#FFFFFF',
};

export function paletteWith(secondary: PaletteColor): TenantPalette {
  return { ...sharedPalette, secondary };
}
