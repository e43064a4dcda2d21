import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { languageMeta } from '@parvaz/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { createAppTheme } from './create-app-theme';
import type { EmotionCaches } from './emotion-caches';

/** The tenant's palette, the spec's breakpoints, the language's direction and font, and its words for MUI's own labels. */
export function AppThemeProvider({
  caches,
  children,
}: {
  caches: EmotionCaches;
  children: ReactNode;
}) {
  const tenant = useTenant();
  const language = useActiveLanguage();
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      createAppTheme(tenant.palette, language, {
        open: t('choice.open'),
        close: t('choice.close'),
        clear: t('choice.clear'),
        loading: t('choice.loading'),
        noMatch: t('choice.noMatch'),
        closeAlert: t('common.close'),
        pageItem: (type, page, selected) => {
          const n = toLocalDigits(String(page ?? ''), language);
          if (type === 'page')
            return selected ? t('pagination.current', { n }) : t('pagination.page', { n });
          if (type === 'first') return t('pagination.first');
          if (type === 'last') return t('pagination.last');
          if (type === 'next') return t('pagination.next');
          if (type === 'previous') return t('pagination.previous');
          return '';
        },
      }),
    [tenant.palette, language, t],
  );
  return (
    <CacheProvider value={caches[languageMeta[language].dir]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
