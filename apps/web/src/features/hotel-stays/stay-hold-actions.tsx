import Button from '@mui/material/Button';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../booking/countdown';
import type { useStayHold } from './use-stay-hold';

type StayHold = Pick<ReturnType<typeof useStayHold>, 'deadline' | 'busy' | 'payAgain'>;

/** While an unpaid stay's rooms are held: the time left, then Pay again (Paying… while it goes). */
export function StayHoldActions({ hold, language }: { hold: StayHold; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <Countdown
        deadline={hold.deadline}
        stopped={false}
        language={language}
        label={t('hotelStays.holdLeft')}
        ariaLabel={(time) => t('hotelStays.holdLeftAria', { time })}
      />
      <Button variant="contained" onClick={hold.payAgain} disabled={hold.busy}>
        {hold.busy ? t('booking.paying') : t('booking.payAgain')}
      </Button>
    </>
  );
}
