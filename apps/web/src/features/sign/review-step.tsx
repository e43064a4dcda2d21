import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { documentPurposes } from '@parvaz/domain/companies/sign-request-rules';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format/file-size';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { FactList, useCompanyFacts, type FactLine } from './sign-facts';
import type { DocumentsOnFile, SignForm } from './sign-form';

function Section({
  title,
  lines,
  onEdit,
}: {
  title: string;
  lines: FactLine[];
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={t('sign.editSection', { section: title })}
        >
          {t('sign.edit')}
        </Button>
      </Box>
      {/* What is not given yet shows as a dash. */}
      <FactList lines={lines.map((line) => ({ ...line, value: line.value || '—' }))} />
    </Paper>
  );
}

/** Everything the request will carry, section by section, each with a way back to change it. */
export function ReviewStep({
  control,
  onFile,
  goTo,
}: {
  control: Control<SignForm>;
  onFile: DocumentsOnFile;
  goTo: (step: number) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const companyFacts = useCompanyFacts();
  const form = useWatch({ control }) as SignForm;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('sign.reviewIntro')}</Typography>
      <Section
        title={t('sign.step.kind')}
        lines={[{ label: t('sign.kindLabel'), value: t(`sign.kind.${form.kind}`) }]}
        onEdit={() => goTo(0)}
      />
      <Section title={t('sign.step.company')} lines={companyFacts(form)} onEdit={() => goTo(1)} />
      <Section
        title={t('sign.step.documents')}
        lines={documentPurposes.map((purpose) => {
          const file = form[purpose];
          const kept = onFile[purpose];
          return {
            label: t(`sign.document.${purpose}`),
            value: file
              ? `${file.name} (${formatFileSize(file.size, language)})`
              : kept
                ? t('sign.fileOnRecord', { name: kept.name })
                : '',
          };
        })}
        onEdit={() => goTo(2)}
      />
      <Section
        title={t('sign.step.contact')}
        lines={[
          { label: t('sign.field.email'), value: form.email, ltr: true },
          { label: t('sign.field.contactPhone'), value: form.contactPhone, ltr: true },
        ]}
        onEdit={() => goTo(3)}
      />
    </Box>
  );
}
