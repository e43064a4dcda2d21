import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  careerLimits,
  employmentTypes,
  type EmploymentType,
} from '@parvaz/domain/careers/career-rules';
import type { AdminJobPosition } from '@parvaz/domain/contracts/careers';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField, OrderField, TextInLanguageField } from './console-fields';
import { ContentDialog, useDialogSave } from './content-dialog';
import { recruitmentKeys, saveJobPosition } from './recruitment-api';
import { RichTextField } from './rich-text-field';

interface PositionForm {
  title: string;
  location: string;
  employment: EmploymentType;
  description: string;
  open: boolean;
  position: string;
}

const fieldNames = ['title', 'location', 'employment', 'description', 'position'] as const;

/** A position's form, new or existing, in a dialog: saved, or the server's words on its fields. */
export function JobPositionDialog({
  lang,
  item,
  nextPosition,
  onClose,
}: {
  lang: Language;
  item: AdminJobPosition | null;
  nextPosition: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const direction = languageDirection(lang);
  const form = useForm<PositionForm>({
    defaultValues: {
      title: item?.title ?? '',
      location: item?.location ?? '',
      employment: item?.employment ?? 'fullTime',
      description: item?.description ?? '',
      open: item?.open ?? true,
      position: String(item?.position ?? nextPosition),
    },
  });
  const save = useDialogSave({
    form,
    fieldNames,
    listKey: recruitmentKeys.all,
    send: (values) =>
      saveJobPosition({
        ...(item ? { id: item.id } : {}),
        lang,
        title: values.title,
        location: values.location,
        employment: values.employment,
        description: values.description,
        open: values.open,
        position: Number(values.position) || 0,
      }),
    onClose,
  });
  const text = (name: 'title' | 'location', max: number) => (
    <TextInLanguageField
      control={form.control}
      name={name}
      label={t(`admin.recruitment.${name}`)}
      lang={lang}
      required
      maxLength={max}
      wide
    />
  );
  return (
    <ContentDialog
      titleId="job-dialog-title"
      title={item ? t('admin.recruitment.editTitle') : t('admin.recruitment.addTitle')}
      message={save.message}
      busy={save.busy}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {text('title', careerLimits.title.max)}
        {text('location', careerLimits.location.max)}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ChoiceField
          control={form.control}
          name="employment"
          label={t('admin.recruitment.employment')}
          options={employmentTypes}
          optionLabel={(type) => t(`careers.employment.${type}`)}
        />
        <OrderField
          control={form.control}
          name="position"
          label={t('admin.recruitment.order')}
          hint={t('admin.recruitment.orderHint')}
        />
        <Controller
          control={form.control}
          name="open"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={t('admin.recruitment.openSwitch')}
            />
          )}
        />
      </Box>
      <RichTextField
        control={form.control}
        name="description"
        label={t('admin.recruitment.description')}
        direction={direction}
      />
    </ContentDialog>
  );
}
