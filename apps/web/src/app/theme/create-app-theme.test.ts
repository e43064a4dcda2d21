import { defaultSecondary, paletteWith } from '@parvaz/domain/tenants/palette';
import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumTextContrast } from '../../lib/format/contrast';
import { createAppTheme } from './create-app-theme';

const palette = paletteWith(defaultSecondary);
const labels = {
  open: 'Open',
  close: 'Close',
  clear: 'Clear',
  loading: 'Loading',
  noMatch: 'None',
  closeAlert: 'Close',
  pageItem: () => 'Page',
};
const theme = createAppTheme(palette, 'en', labels);

/** The style a theme override gives to the components with these props. */
function variantStyle(component: 'MuiChip', props: Record<string, string>) {
  const root = theme.components?.[component]?.styleOverrides?.root as {
    variants?: { props: Record<string, string>; style: Record<string, string> }[];
  };
  return root.variants?.find((v) => Object.entries(props).every(([k, x]) => v.props[k] === x))
    ?.style;
}

describe('the app theme', () => {
  it('shows the focus ring on MUI buttons, tabs, check boxes and radios under keyboard focus', () => {
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<
      string,
      { outline?: string }
    >;
    expect(root['&.Mui-focusVisible']?.outline).toBe(`3px solid ${palette.info.main}`);
  });

  it('writes an outlined success chip in a green that reads at AA on white', () => {
    const style = variantStyle('MuiChip', { variant: 'outlined', color: 'success' });
    expect(style?.color).toBeDefined();
    expect(contrastRatio(style?.color ?? '', '#FFFFFF')).toBeGreaterThanOrEqual(
      minimumTextContrast,
    );
  });
});

describe('MUI labels', () => {
  it('gives list fields, alerts and page lists the words of the page, not MUI English', () => {
    const arabic = {
      open: 'عرض القائمة',
      close: 'إغلاق',
      clear: 'مسح',
      loading: '…',
      noMatch: 'لا',
      closeAlert: 'إغلاق',
      pageItem: (type: string, page: number | null) => `${type} ${page ?? ''}`,
    };
    const components = createAppTheme(palette, 'ar', arabic).components;
    expect(components?.MuiAlert?.defaultProps?.closeText).toBe(arabic.closeAlert);
    expect(components?.MuiPagination?.defaultProps?.getItemAriaLabel).toBe(arabic.pageItem);
    const props = components?.MuiAutocomplete?.defaultProps;
    expect(props).toMatchObject({
      openText: arabic.open,
      closeText: arabic.close,
      clearText: arabic.clear,
      loadingText: arabic.loading,
      noOptionsText: arabic.noMatch,
    });
  });
});
