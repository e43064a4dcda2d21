import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from './full-screen-loader';
import { useLoaderVisible } from './loader-store';

/** Shows the full-screen loader while a language, a route or a forced flag is loading. */
export function ShellLoader() {
  const visible = useLoaderVisible();
  const { t } = useTranslation();
  return visible ? <FullScreenLoader label={t('loader.loading')} overlay /> : null;
}
