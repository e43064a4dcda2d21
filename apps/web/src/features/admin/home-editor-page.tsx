import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AdminHomePage } from '@parvaz/domain/contracts/home-page';
import { languages, type Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { homePageKeys } from '../home/home-api';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminHomeKeys, adminHomeQuery, saveHomePage } from './admin-home-api';
import { ConsoleTabs } from './console-tabs';
import { fieldNamesOf, formFields, formOf, type HomeForm } from './home-form';
import { HotelsField } from './home-hotels-field';
import { RouteFields } from './home-routes-fields';
import { ClaimFields, SlideFields } from './home-slides-fields';
import { OperatorOnly } from './operator-only';

/** One language's blocks in a form: saved whole, or the server's words on their fields. */
function HomeEditorForm({ lang, page }: { lang: Language; page: AdminHomePage }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<HomeForm>({ defaultValues: formOf(page) });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    setSaved(false);
    const result = await saveHomePage({ lang, ...values });
    if (result.ok) {
      form.reset(formOf(result.data));
      queryClient.setQueryData(adminHomeKeys.of(lang), result.data);
      await queryClient.invalidateQueries({ queryKey: homePageKeys.all });
      setSaved(true);
      return;
    }
    const fields = formFields(result.error.fields);
    if (!placeServerErrors(form.setError, fields, fieldNamesOf(values)))
      setMessage(result.error.message);
    else if (fields.routes ?? fields.slides ?? fields.claims)
      setMessage(fields.routes ?? fields.slides ?? fields.claims ?? null);
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('admin.tab.home')}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 4 }}
    >
      {page.updatedAt === null && <Alert severity="info">{t('admin.home.notWritten')}</Alert>}
      <SlideFields control={form.control} lang={lang} />
      <ClaimFields control={form.control} lang={lang} />
      <RouteFields control={form.control} language={language} />
      <HotelsField control={form.control} choices={page.hotelChoices} />
      {message && <Alert severity="error">{message}</Alert>}
      {saved && (
        <Alert severity="success" role="status">
          {t('admin.home.saved')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('admin.home.save')}
        </Button>
        <Button component={Link} to="/">
          {t('admin.home.viewOnSite')}
        </Button>
      </Box>
    </Box>
  );
}

function HomeEditor() {
  const { t } = useTranslation();
  const active = useActiveLanguage();
  const [params, setParams] = useSearchParams();
  const lang: Language = languages.find((code) => code === params.get('lang')) ?? active;
  const result = useQuery(adminHomeQuery(lang));
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/home" />
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('admin.home.intro')}</Typography>
      <Tabs
        value={lang}
        onChange={(_, next: Language) => setParams({ lang: next }, { replace: true })}
        aria-label={t('admin.pages.languages')}
        sx={{ mb: 2 }}
      >
        {languages.map((code) => (
          <Tab key={code} value={code} lang={code} label={languageMeta[code].nativeName} />
        ))}
      </Tabs>
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.home.loadFailed')} />}
      {result.data && <HomeEditorForm key={lang} lang={lang} page={result.data} />}
    </ProfileSection>
  );
}

/** The home page's blocks in the console: each language's slides, claims, routes and hotels. */
export function HomeEditorPage() {
  return (
    <OperatorOnly>
      <HomeEditor />
    </OperatorOnly>
  );
}
