import TranslateIcon from '@mui/icons-material/Translate';
import type { Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useTranslation } from 'react-i18next';
import { NativeSelectField, type SelectOption } from '../../../components/native-select-field';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { useActiveLanguage } from '../../../lib/settings/use-active-settings';
import { useAppConfig } from '../../../lib/tenant/app-config-context';

/** fa, ar, en and tr by their native names (the server says which the site offers). */
export function LanguageSwitch({
  showLabel = false,
  fullWidth = false,
}: {
  showLabel?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const language = useActiveLanguage();
  const switchLanguage = useLanguageSwitch();
  const options: SelectOption<Language>[] = config.languages.map((code) => ({
    value: code,
    label: languageMeta[code].nativeName,
    lang: code,
  }));
  return (
    <NativeSelectField
      label={t('switch.language')}
      value={language}
      options={options}
      onChange={(next) => void switchLanguage(next)}
      icon={
        showLabel ? undefined : (
          <TranslateIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        )
      }
      showLabel={showLabel}
      fullWidth={fullWidth}
    />
  );
}
