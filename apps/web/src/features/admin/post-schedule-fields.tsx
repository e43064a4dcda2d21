import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { offsetIn } from '@parvaz/domain/calendar/zoned';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useId, useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateChoices } from '../../components/date-choices';
import { yearRange } from '../../lib/dates/date-parts';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { zoneName } from './console-time';
import type { PostForm } from './post-form-values';

/** "The brand's time: Iran Time (UTC+03:30)": the zone every day and time of the editor is in. */
export function ZoneNote({ timeZone, language }: { timeZone: string; language: Language }) {
  const { t } = useTranslation();
  // Isolated left to right: in a Persian sentence the sign and the colon keep their places.
  const offset = `\u2066${toLocalDigits(`UTC${offsetIn(new Date(), timeZone)}`, language)}\u2069`;
  return (
    <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
      {t('admin.posts.zoneNote', { zone: zoneName(timeZone, language), offset })}
    </Typography>
  );
}

/** The day (in the calendar shown) and the time on the brand's clock a post goes up at. */
export function PostScheduleFields({
  control,
  language,
  timeZone,
}: {
  control: Control<PostForm>;
  language: Language;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const id = useId();
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {t('admin.posts.scheduleTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(120px, 1fr)' },
          alignItems: 'end',
        }}
      >
        <Controller
          control={control}
          name="day"
          render={({ field, fieldState }) => (
            <ScheduleDay
              id={`${id}-day`}
              value={field.value}
              onChange={field.onChange}
              language={language}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="time"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('admin.posts.time')}
              placeholder="09:30"
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
              slotProps={{
                htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 5, autoComplete: 'off' },
              }}
            />
          )}
        />
      </Box>
      <Box sx={{ mt: 1 }}>
        <ZoneNote timeZone={timeZone} language={language} />
      </Box>
    </Box>
  );
}

function ScheduleDay({
  id,
  value,
  onChange,
  language,
  error,
}: {
  id: string;
  value: PostForm['day'];
  onChange: (next: PostForm['day']) => void;
  language: Language;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const years = useMemo(() => {
    const year = new Date().getFullYear();
    return yearRange(value.calendar, `${year}-01-01`, `${year + 2}-12-31`, false);
  }, [value.calendar]);
  return (
    <DateChoices
      id={id}
      legend={t('admin.posts.scheduleDay')}
      value={value}
      years={years}
      language={language}
      onChange={onChange}
      {...(error ? { error } : {})}
    />
  );
}
