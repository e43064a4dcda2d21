import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminFooter } from '@parvaz/domain/contracts/admin-footer';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConsoleTime } from './console-time';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminFooterKeys, adminFooterQuery, saveFooter } from './admin-footer-api';
import { ConsoleTabs } from './console-tabs';
import { ConsoleTextField } from './console-fields';
import { ContentLanguageTabs, useContentLanguage } from './content-language';
import { OperatorOnly } from './operator-only';

type FooterForm = Omit<AdminFooter, 'updatedAt'>;
const fieldNames = ['address', 'phone', 'email', 'supportHours', 'copyright'] as const;
type FieldName = (typeof fieldNames)[number];

/** One of the footer's fields: written in the edited language, or (phone, e-mail) left to right. */
function FooterField({
  control,
  name,
  lang,
  multiline = false,
  required = false,
  latin = false,
}: {
  control: Control<FooterForm>;
  name: FieldName;
  lang: Language;
  multiline?: boolean;
  required?: boolean;
  latin?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleTextField
      control={control}
      name={name}
      label={t(`admin.footer.${name}`)}
      required={required}
      multiline={multiline}
      {...(multiline ? { minRows: 2 } : {})}
      hint={t(`admin.footer.${name}Hint`)}
      slotProps={{
        htmlInput: latin
          ? { dir: 'ltr', inputMode: name === 'phone' ? 'tel' : 'email' }
          : { dir: languageDirection(lang), lang },
      }}
    />
  );
}

function FooterForm({ lang, footer }: { lang: Language; footer: AdminFooter }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const time = useConsoleTime();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [updatedAt, setUpdatedAt] = useState(footer.updatedAt);
  const form = useForm<FooterForm>({ defaultValues: footer });

  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await saveFooter({ lang, ...values });
    if (result.ok) {
      const { updatedAt: at, ...saved } = result.data;
      form.reset(saved);
      setUpdatedAt(at);
      setOutcome({ ok: true, text: t('admin.footer.saved') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFooterKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['context', 'headerFooter'] }),
      ]);
      return;
    }
    if (!placeServerErrors(form.setError, result.error.fields, fieldNames))
      setOutcome({ ok: false, text: result.error.message });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {updatedAt
          ? t('admin.footer.lastChange', { at: time(updatedAt) })
          : t('admin.footer.notWritten')}
      </Typography>
      <FooterField control={form.control} name="address" lang={lang} multiline required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FooterField control={form.control} name="phone" lang={lang} required latin />
        <FooterField control={form.control} name="email" lang={lang} required latin />
      </Box>
      <FooterField control={form.control} name="supportHours" lang={lang} />
      <FooterField control={form.control} name="copyright" lang={lang} />
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('admin.footer.save')}
        </Button>
      </Box>
    </Box>
  );
}

function FooterEditor() {
  const { t } = useTranslation();
  const [lang, setLang] = useContentLanguage();
  const result = useQuery(adminFooterQuery(lang));
  return (
    <ProfileSection title={t('page.admin')}>
      <ConsoleTabs current="/admin/footer" />
      <ContentLanguageTabs value={lang} onChange={setLang} />
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && <FooterForm key={lang} lang={lang} footer={result.data} />}
    </ProfileSection>
  );
}

/** The footer in the console: the brand's address, hours and copyright per language, its phone and e-mail. */
export function FooterEditorPage() {
  return (
    <OperatorOnly>
      <FooterEditor />
    </OperatorOnly>
  );
}
