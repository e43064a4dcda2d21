import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminPage } from '@parvaz/domain/contracts/admin-pages';
import { pagePath } from '@parvaz/domain/content/page-urls';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../profile/profile-parts';
import { adminPageKeys, adminPageQuery, previewHtml, savePage } from './admin-pages-api';
import { TextInLanguageField } from './console-fields';
import { ConsoleItemSection } from './console-item-section';
import { ContentLanguageTabs, useContentLanguage } from './content-language';
import { ContentPreview } from './content-preview';
import { OperatorOnly } from './operator-only';
import { RichTextField } from './rich-text-field';
import { placeServerErrors } from '../../lib/forms/server-field-errors';

interface PageForm {
  title: string;
  description: string;
  html: string;
}

const fieldNames = ['title', 'description', 'html'] as const;

/** One language of the page: its fields, a preview as visitors will get it, and saving. */
function LanguageEditor({ url, lang, page }: { url: string; lang: Language; page: AdminPage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<PageForm>({
    defaultValues: {
      title: page.page?.title ?? '',
      description: page.page?.description ?? '',
      html: page.page?.html ?? '',
    },
  });
  const direction = languageDirection(lang);

  const showPreview = async () => {
    const result = await previewHtml(form.getValues('html'));
    if (result.ok) setPreview(result.data.html);
    else setOutcome({ ok: false, text: result.error.message });
  };

  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await savePage({ url, lang, ...values });
      if (result.ok) {
        form.reset({ ...values, html: result.data.html });
        setOutcome({ ok: true, text: t('admin.pages.saved') });
        await queryClient.invalidateQueries({ queryKey: adminPageKeys.all });
        return;
      }
      if (!placeServerErrors(form.setError, result.error.fields, fieldNames))
        setOutcome({ ok: false, text: result.error.message });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {!page.page && <Alert severity="info">{t('admin.pages.notWritten')}</Alert>}
      <TextInLanguageField
        control={form.control}
        name="title"
        label={t('admin.pages.title')}
        lang={lang}
        required
      />
      <TextInLanguageField
        control={form.control}
        name="description"
        label={t('admin.pages.description')}
        lang={lang}
        hint={t('admin.pages.descriptionHint')}
        multiline
        minRows={2}
        maxLength={300}
      />
      <RichTextField
        control={form.control}
        name="html"
        label={t('admin.pages.body')}
        direction={direction}
      />
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}{' '}
          {outcome.ok && (
            <Link component={RouterLink} to={pagePath(url)}>
              {t('admin.pages.viewOnSite')}
            </Link>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('admin.pages.save')}
        </Button>
        <Button variant="outlined" onClick={() => void showPreview()}>
          {t('admin.pages.preview')}
        </Button>
      </Box>
      {preview !== null && (
        <ContentPreview title={t('admin.pages.previewTitle')} lang={lang}>
          <Typography component="h3" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {form.getValues('title')}
          </Typography>
          {/* Sanitised by the server's allow-list, exactly as it will be stored. */}
          <Box dangerouslySetInnerHTML={{ __html: preview }} />
        </ContentPreview>
      )}
    </Box>
  );
}

function PageEditor() {
  const { t } = useTranslation();
  const url = useParams().url ?? '';
  const [lang, setLang] = useContentLanguage();
  const result = useQuery(adminPageQuery({ url, lang }));
  return (
    <ConsoleItemSection list="/admin/pages" backLabel={t('admin.pages.back')}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
          {pagePath(url)}
        </Box>
      </Typography>
      <ContentLanguageTabs
        value={lang}
        onChange={setLang}
        label={(code) =>
          result.data && !result.data.languages.includes(code)
            ? t('admin.pages.languageMissing', { language: languageMeta[code].nativeName })
            : languageMeta[code].nativeName
        }
      />
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={result.error.message || t('admin.loadFailed')} />}
      {result.data && (
        <LanguageEditor key={`${url}/${lang}`} url={url} lang={lang} page={result.data} />
      )}
    </ConsoleItemSection>
  );
}

/** A page of the brand in the console: each language's title, description and body. */
export function PageEditorPage() {
  return (
    <OperatorOnly>
      <PageEditor />
    </OperatorOnly>
  );
}
