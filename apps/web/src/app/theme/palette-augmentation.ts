import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';

// The spec's tenant palette has a `blue` entry besides MUI's standard colours.
declare module '@mui/material/styles' {
  interface Palette {
    blue: PaletteColor;
  }
  interface PaletteOptions {
    blue?: PaletteColorOptions;
  }
}
