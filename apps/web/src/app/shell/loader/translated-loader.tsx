import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from './full-screen-loader';

/** The full-screen loader once translations are in (the first page's code may still be loading). */
export function TranslatedLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('loader.loading')} />;
}
