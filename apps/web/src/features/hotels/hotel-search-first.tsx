import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { HotelSearchBox } from './hotel-search-box';
import type { StayErrors } from './hotel-search-errors';
import type { HotelSearch } from './hotel-search-params';

/**
 * `/hotels` without a whole, valid search: the search box, with what the address named and
 * what that breaks beside its fields (a search sent before its page woke lands here).
 */
export function SearchFirst({ initial, errors }: { initial: HotelSearch; errors: StayErrors }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  return (
    <PageContainer>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
        {t('hotels.noSearchTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('hotels.noSearchHint')}</Typography>
      <HotelSearchBox value={draft} onChange={setDraft} initialErrors={errors} />
    </PageContainer>
  );
}
