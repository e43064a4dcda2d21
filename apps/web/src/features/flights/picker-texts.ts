import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

/**
 * The date picker's labels and placeholders, all from the translations: the library has no
 * Arabic pack, and its English one would speak English on an Arabic page.
 */
export function pickerTexts(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('picker.previousMonth'),
    nextMonth: t('picker.nextMonth'),
    openPreviousView: t('picker.openPreviousView'),
    openNextView: t('picker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('picker.yearViewOpen') : t('picker.dayViewOpen'),
    cancelButtonLabel: t('picker.cancel'),
    clearButtonLabel: t('picker.clear'),
    okButtonLabel: t('picker.ok'),
    todayButtonLabel: t('picker.today'),
    datePickerToolbarTitle: t('picker.toolbarTitle'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? t('picker.openWithDate', { date: formattedDate }) : t('picker.open'),
    fieldClearLabel: t('picker.clear'),
    dateTableLabel: t('picker.dateTable'),
    fieldYearPlaceholder: () => t('picker.yearPlaceholder'),
    fieldMonthPlaceholder: () => t('picker.monthPlaceholder'),
    fieldDayPlaceholder: () => t('picker.dayPlaceholder'),
    year: t('picker.year'),
    month: t('picker.month'),
    day: t('picker.day'),
    empty: t('picker.empty'),
  };
}
