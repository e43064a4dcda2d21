import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  careerLimits,
  employmentTypes,
  type EmploymentType,
} from '@parvaz/domain/careers/career-rules';
import type { AdminJobPosition } from '@parvaz/domain/contracts/careers';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
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
  const queryClient = useQueryClient();
  const direction = languageDirection(lang);
  const [message, setMessage] = useState<string | null>(null);
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
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await saveJobPosition({
      ...(item ? { id: item.id } : {}),
      lang,
      title: values.title,
      location: values.location,
      employment: values.employment,
      description: values.description,
      open: values.open,
      position: Number(values.position) || 0,
    });
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: recruitmentKeys.all });
      onClose();
      return;
    }
    if (!placeServerErrors(form.setError, result.error.fields, fieldNames))
      setMessage(result.error.message);
  });
  const text = (name: 'title' | 'location', max: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          required
          label={t(`admin.recruitment.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { dir: direction, lang, maxLength: max } }}
          sx={{ flex: 1, minWidth: 220 }}
        />
      )}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="job-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="job-dialog-title">
          {item ? t('admin.recruitment.editTitle') : t('admin.recruitment.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {text('title', careerLimits.title.max)}
            {text('location', careerLimits.location.max)}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Controller
              control={form.control}
              name="employment"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label={t('admin.recruitment.employment')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  sx={{ minWidth: 200 }}
                >
                  {employmentTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`careers.employment.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="position"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('admin.recruitment.order')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('admin.recruitment.orderHint')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                  sx={{ width: 160 }}
                />
              )}
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
          {message && <Alert severity="error">{message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.faq.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('admin.faq.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
