import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { readIsoDate } from '@parvaz/domain/calendar/plain-date';
import { formatShortDate } from '@parvaz/domain/format/dates';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { Suspense, useId, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWokenPart } from '../../lib/lazy/use-woken-part';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';
import { LightTextField } from '../../components/light-text-field';

export type DateFieldName = 'departure' | 'return';

/** What the person was doing in the light fields when the pickers took their place. */
export interface PickerStart {
  focused?: { field: DateFieldName; part: 'field' | 'button' };
  open?: DateFieldName;
}

export interface DateFieldsProps {
  calendar: CalendarMode;
  language: Language;
  roundTrip: boolean;
  departureDate: string;
  returnDate: string;
  departureLabel: string;
  returnLabel: string;
  departureError?: string;
  returnError?: string;
  minDate: string;
  maxDate: string;
  onChange: (change: { departureDate?: string; returnDate?: string }) => void;
}

const DatePickers = lazyPart(() => import('./date-pickers'), drawnAfterAPress);

/**
 * Departure and return dates. The page wakes with light fields that show the dates as the
 * pickers write them (the domain's short date, in the calendar and digits of the page) and a
 * calendar button; MUI X's pickers, a large part of a search page's code, load once the page is
 * awake and take their place, keeping the focus and opening the calendar if its button was
 * pressed meanwhile (docs/rendering.md, "Light on a phone").
 */
export function DateFields(props: DateFieldsProps) {
  const box = useRef<HTMLDivElement>(null);
  const openAsked = useRef<DateFieldName | undefined>(undefined);
  const { start, wake } = useWokenPart<PickerStart>(DatePickers, () => ({
    open: openAsked.current,
    focused: focusIn(box.current),
  }));
  const wakeOpening = (open?: DateFieldName) => {
    if (!open) return wake();
    openAsked.current = open;
    wake((current) => (current.open === open ? current : { ...current, open }));
  };
  if (start)
    return (
      <Suspense fallback={null}>
        {/* A press on a light field's button as the pickers took its place opens them anew. */}
        <DatePickers key={start.open ?? ''} {...props} start={start} />
      </Suspense>
    );
  return (
    <Stack ref={box} direction="row" spacing={1} sx={{ width: '100%' }}>
      <LightDateField
        field="departure"
        iso={props.departureDate}
        label={props.departureLabel}
        error={props.departureError}
        calendar={props.calendar}
        language={props.language}
        onWake={wakeOpening}
      />
      {props.roundTrip && (
        <LightDateField
          field="return"
          iso={props.returnDate}
          label={props.returnLabel}
          error={props.returnError}
          calendar={props.calendar}
          language={props.language}
          onWake={wakeOpening}
        />
      )}
    </Stack>
  );
}

/** Which light field, and which of its parts, has the focus inside `box`. */
function focusIn(box: HTMLElement | null): PickerStart['focused'] {
  const active = document.activeElement;
  if (!box || !(active instanceof HTMLElement) || !box.contains(active)) return undefined;
  const field = active
    .closest('.MuiFormControl-root')
    ?.querySelector<HTMLElement>('[data-date-field]')?.dataset.dateField;
  if (field !== 'departure' && field !== 'return') return undefined;
  return { field, part: active.tagName === 'BUTTON' ? 'button' : 'field' };
}

function LightDateField({
  field,
  iso,
  label,
  error,
  calendar,
  language,
  onWake,
}: {
  field: DateFieldName;
  iso: string;
  label: string;
  error?: string;
  calendar: CalendarMode;
  language: Language;
  onWake: (open?: DateFieldName) => void;
}) {
  const { t } = useTranslation();
  const date = readIsoDate(iso);
  const shown = date ? formatShortDate(date, calendar, language) : '';
  return (
    <LightTextField
      id={useId()}
      label={label}
      value={shown}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onFocus={(event: FocusEvent) => {
        if (event.target.tagName === 'INPUT') onWake();
      }}
      // At the press itself: the pickers may take the field's place before the click ends.
      onPointerDown={() => onWake(field)}
      onClick={() => onWake(field)}
      slotProps={{
        htmlInput: { readOnly: true, 'data-date-field': field },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? t('picker.openWithDate', { date: shown }) : t('picker.open')}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
