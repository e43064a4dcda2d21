import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { languageMeta } from '@parvaz/i18n';
import { useMemo, type ReactNode } from 'react';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { createAppTheme } from './create-app-theme';
import type { EmotionCaches } from './emotion-caches';

/** The tenant's palette, the spec's breakpoints and the language's direction and font. */
export function AppThemeProvider({
  caches,
  children,
}: {
  caches: EmotionCaches;
  children: ReactNode;
}) {
  const tenant = useTenant();
  const language = useActiveLanguage();
  const theme = useMemo(() => createAppTheme(tenant.palette, language), [tenant.palette, language]);
  return (
    <CacheProvider value={caches[languageMeta[language].dir]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
