import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { languages, type Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/**
 * The language of the content a console screen edits: the address's `?lang=`, else the
 * console's own language, and a way to switch it that keeps the address shareable.
 */
export function useContentLanguage(): [Language, (next: Language) => void] {
  const active = useActiveLanguage();
  const [params, setParams] = useSearchParams();
  const lang = languages.find((code) => code === params.get('lang')) ?? active;
  return [lang, (next) => setParams({ lang: next }, { replace: true })];
}

/** The four languages as tabs; `label` may mark a language not written yet. */
export function ContentLanguageTabs({
  value,
  onChange,
  label = (code) => languageMeta[code].nativeName,
}: {
  value: Language;
  onChange: (next: Language) => void;
  label?: (code: Language) => string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_, next: Language) => onChange(next)}
      aria-label={t('admin.pages.languages')}
      variant="scrollable"
      sx={{ mb: 2 }}
    >
      {languages.map((code) => (
        <Tab key={code} value={code} lang={code} label={label(code)} />
      ))}
    </Tabs>
  );
}
