import { createTheme, type Theme } from '@mui/material/styles';
import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { readableBackground } from '../../lib/format/contrast';
import './palette-augmentation';

type TenantPalette = InitialConfig['tenant']['palette'];

/** Breakpoints of spec section 9. */
export const breakpointValues = { xs: 0, sm: 600, md: 1000, lg: 1500, xl: 2000 } as const;

/** Which button of a page list MUI's pagination names. */
export type PageItem =
  'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/**
 * The words MUI's own components would otherwise say in English: its list fields' buttons, an
 * alert's close button, the buttons of a page list.
 */
export interface ComponentLabels {
  open: string;
  close: string;
  clear: string;
  loading: string;
  noMatch: string;
  closeAlert: string;
  pageItem: (type: PageItem, page: number | null, selected: boolean) => string;
}

export function createAppTheme(
  palette: TenantPalette,
  language: Language,
  labels: ComponentLabels,
): Theme {
  const meta = languageMeta[language];
  // The brand red with white text is below AA for normal text; filled buttons then use the
  // darker shade, and text in the brand colour uses the darker shade on white.
  const primaryFill = readableBackground(palette.primary.contrastText, [
    palette.primary.main,
    palette.primary.dark,
  ]);
  const primaryText = readableBackground('#FFFFFF', [palette.primary.main, palette.primary.dark]);
  // The brand green is too light for text on white (an outlined "success" chip): the darker shade.
  const successText = readableBackground('#FFFFFF', [palette.success.main, palette.success.dark]);
  return createTheme({
    direction: meta.dir,
    breakpoints: { values: breakpointValues },
    palette: {
      mode: 'light',
      primary: palette.primary,
      secondary: palette.secondary,
      info: palette.info,
      success: palette.success,
      warning: palette.warn,
      blue: palette.blue,
      background: { default: '#F6F7F9', paper: '#FFFFFF' },
      text: { primary: '#1D1D1F', secondary: '#4A4A4F' },
    },
    typography: {
      fontFamily: meta.fontFamily,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${palette.info.main}`, outlineOffset: 2 },
          // The keyframes every MUI input uses to notice the browser's autofill, written once
          // here instead of by each input (see MuiInputBase below).
          '@keyframes mui-auto-fill': { from: { display: 'block' } },
          '@keyframes mui-auto-fill-cancel': { from: { display: 'block' } },
        },
      },
      // Each input would otherwise add its own global style tag while it mounts: nine on the
      // passenger entry, each run through stylis on a phone during hydration.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiAutocomplete: {
        defaultProps: {
          openText: labels.open,
          closeText: labels.close,
          clearText: labels.clear,
          loadingText: labels.loading,
          noOptionsText: labels.noMatch,
        },
      },
      MuiAlert: { defaultProps: { closeText: labels.closeAlert } },
      MuiPagination: { defaultProps: { getItemAriaLabel: labels.pageItem } },
      // ButtonBase resets the outline, which hides the focus ring above on every MUI button,
      // tab, check box and radio (only a faint ripple was left): keyboard focus shows it again.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `3px solid ${palette.info.main}`, outlineOffset: 2 },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'contained', color: 'primary' },
                style: {
                  backgroundColor: primaryFill,
                  '&:hover': { backgroundColor: palette.primary.dark },
                },
              },
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: primaryText, borderColor: primaryText },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
            ],
          },
        },
      },
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'outlined', color: 'success' },
                style: { color: successText, borderColor: successText },
              },
            ],
          },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover', color: primaryText } },
      // A focused field's label and a selected tab are small text in the brand colour.
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } },
      },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
    },
  });
}
