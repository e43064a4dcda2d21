import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pagePath, pageUrlPattern } from '@parvaz/domain/content/page-urls';
import { isLanguage } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConsoleTime } from './console-time';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminPagesQuery } from './admin-pages-api';
import { ConsoleTabs } from './console-tabs';
import { OperatorOnly } from './operator-only';

/** Starts a page at a new address: the editor opens it empty in the console's language. */
function NewPageForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!pageUrlPattern.test(trimmed)) {
      setProblem(t('pageUrlInvalid', { ns: 'messages' }));
      return;
    }
    void navigate(`/admin/pages/${encodeURIComponent(trimmed)}`);
  };
  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, borderRadius: 2, mb: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700 }}>
        {t('admin.pages.new')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('admin.pages.url')}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? t('admin.pages.urlHint')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'off' } }}
          sx={{ minWidth: 260, flex: 1 }}
        />
        <Button type="submit" variant="contained">
          {t('admin.pages.create')}
        </Button>
      </Box>
    </Paper>
  );
}

function PagesList() {
  const { t } = useTranslation();
  const time = useConsoleTime();
  const result = useQuery(adminPagesQuery());
  const items = result.data?.items ?? [];
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/pages" />
      <NewPageForm />
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && items.length === 0 && <EmptyState text={t('admin.pages.empty')} />}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('admin.tab.pages')}
          sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((page) => (
            <Paper
              component="li"
              key={page.url}
              variant="outlined"
              sx={{
                p: 1.5,
                borderRadius: 2,
                display: 'flex',
                gap: 1.5,
                flexWrap: 'wrap',
                alignItems: 'center',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
                    {pagePath(page.url)}
                  </Box>
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {t('admin.pages.updated', {
                    when: time(page.updatedAt),
                  })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 0.5 }} aria-label={t('admin.pages.languages')}>
                {page.languages.map((lang) => (
                  <Chip
                    key={lang}
                    size="small"
                    label={isLanguage(lang) ? languageMeta[lang].nativeName : lang}
                    lang={lang}
                  />
                ))}
              </Box>
              <Button
                component={RouterLink}
                to={`/admin/pages/${encodeURIComponent(page.url)}`}
                variant="outlined"
                size="small"
                aria-label={t('admin.pages.editNamed', { page: pagePath(page.url) })}
              >
                {t('admin.pages.edit')}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </ProfileSection>
  );
}

/** The brand's pages in the console: each with its languages, and a new page by its address. */
export function PagesListPage() {
  return (
    <OperatorOnly>
      <PagesList />
    </OperatorOnly>
  );
}
