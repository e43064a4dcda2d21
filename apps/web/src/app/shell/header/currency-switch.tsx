import { currencies, type Currency } from '@parvaz/domain/format/money';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../../components/native-select-field';
import { useDisplayCurrency } from '../../../lib/money/use-money';
import { useSettingsStore } from '../../../lib/settings/settings-store';

/**
 * The spec's three currencies (decision 11): every price on the site is shown, and charged, in
 * the one picked; the choice is remembered like the language. The header shows the short codes
 * the ticket prints; the menu with labels names them.
 */
export function CurrencySwitch({
  showLabel = false,
  fullWidth = false,
}: {
  showLabel?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  const setCurrency = useSettingsStore((state) => state.setCurrency);
  return (
    <NativeSelectField<Currency>
      label={t('switch.currency')}
      value={currency}
      options={currencies.map((code) => ({
        value: code,
        label: showLabel ? t(`currency.${code}`) : code,
      }))}
      onChange={setCurrency}
      showLabel={showLabel}
      fullWidth={fullWidth}
    />
  );
}
