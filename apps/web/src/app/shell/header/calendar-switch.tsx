import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../../components/native-select-field';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useActiveCalendar } from '../../../lib/settings/use-active-settings';

/** Jalali or Gregorian dates; the choice is remembered. */
export function CalendarSwitch({
  showLabel = false,
  fullWidth = false,
}: {
  showLabel?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const calendar = useActiveCalendar();
  const setCalendar = useSettingsStore((state) => state.setCalendar);
  return (
    <NativeSelectField<CalendarMode>
      label={t('switch.calendar')}
      value={calendar}
      options={[
        { value: 'jalali', label: t('calendar.jalali') },
        { value: 'gregorian', label: t('calendar.gregorian') },
      ]}
      onChange={setCalendar}
      icon={
        showLabel ? undefined : (
          <CalendarMonthIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        )
      }
      showLabel={showLabel}
      fullWidth={fullWidth}
    />
  );
}
