import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { documentPurposes } from '@parvaz/domain/companies/sign-request-rules';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format/file-size';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import type { DocumentsOnFile, SignForm } from './sign-form';

interface Line {
  label: string;
  value: string;
  ltr?: boolean;
}

function Section({ title, lines, onEdit }: { title: string; lines: Line[]; onEdit: () => void }) {
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
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {lines.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {line.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word', whiteSpace: 'pre-line' }}
            >
              <bdi dir={line.ltr ? 'ltr' : undefined}>{line.value || '—'}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
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
  const country = useTenant().defaultNationality;
  const form = useWatch({ control }) as SignForm;
  const text = (value: string | undefined) => value ?? '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('sign.reviewIntro')}</Typography>
      <Section
        title={t('sign.step.kind')}
        lines={[{ label: t('sign.kindLabel'), value: t(`sign.kind.${form.kind}`) }]}
        onEdit={() => goTo(0)}
      />
      <Section
        title={t('sign.step.company')}
        lines={[
          { label: t('sign.field.name'), value: text(form.name) },
          { label: t('sign.field.nameEn'), value: text(form.nameEn), ltr: true },
          { label: t('sign.field.ceoName'), value: text(form.ceoName) },
          { label: t('sign.field.licenceNo'), value: text(form.licenceNo) },
          {
            label: t(`sign.field.nationalId.${country}`),
            value: text(form.nationalId),
            ltr: true,
          },
          {
            label: t(`sign.field.economicCode.${country}`),
            value: text(form.economicCode),
            ltr: true,
          },
          { label: t('sign.field.agencyPhone'), value: text(form.agencyPhone), ltr: true },
          { label: t('sign.field.city'), value: text(form.city) },
          { label: t('sign.field.address'), value: text(form.address) },
        ]}
        onEdit={() => goTo(1)}
      />
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
          { label: t('sign.field.email'), value: text(form.email), ltr: true },
          { label: t('sign.field.contactPhone'), value: text(form.contactPhone), ltr: true },
        ]}
        onEdit={() => goTo(3)}
      />
    </Box>
  );
}
