import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify/notifier';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { formatShortDate } from '../../lib/format/short-date';
import { prefetchCountries, useNationalities } from '../../lib/reference/countries-query';
import { PassengerDialog } from './passenger-dialog';
import { deletePassenger, savedPassengersQuery } from '../../lib/passengers/saved-passengers-api';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { profileKeys } from './profile-api';
import { EmptyState, ProfileSection } from './profile-parts';
import { emptyInput, inputOfSaved } from './saved-passenger-form';

/** The saved passengers, drawn by the server with the page. */
export const prefetchPassengers: PagePrefetch = ({ queryClient, language }) =>
  Promise.all([
    queryClient.prefetchQuery(savedPassengersQuery()),
    prefetchCountries(queryClient, language),
  ]);

export function PassengersPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const tenant = useTenant();
  const nationalities = useNationalities(language);
  const queryClient = useQueryClient();
  const list = useQuery(savedPassengersQuery());
  const [editing, setEditing] = useState<SavedPassenger | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedPassenger | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deletePassenger(id),
    onSuccess: async () => {
      setRemoving(null);
      notify('success', t('profile.passengerDeleted'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.passengers });
    },
  });
  const nationalityName = (id: string) => nationalities.find((n) => n.value === id)?.label ?? id;
  const n = (text: string) => toLocalDigits(text, language);

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {t('profile.addPassenger')}
    </Button>
  );

  return (
    <ProfileSection title={t('page.profilePassengers')} actions={addButton}>
      {list.isPending && <Typography>{t('profile.loading')}</Typography>}
      {list.isError && <EmptyState text={t('profile.loadFailed')} />}
      {list.data?.length === 0 && <EmptyState text={t('passengersEmpty', { ns: 'messages' })} />}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {list.data?.map((p) => (
          <Paper component="li" key={p.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              <bdi>
                {p.firstName} {p.lastName}
              </bdi>
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1 }}>
              {t(`booking.type.${p.type}`)} ·{' '}
              {p.gender === 'M' ? t('booking.male') : t('booking.female')} ·{' '}
              {nationalityName(p.nationality)}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 0.5,
                columnGap: 2,
                fontSize: 14,
              }}
            >
              <dt>{t('booking.birthDate')}</dt>
              <dd style={{ margin: 0 }}>{formatShortDate(p.birth_date, calendar, language)}</dd>
              {p.country && (
                <>
                  <dt>{t('booking.country')}</dt>
                  <dd style={{ margin: 0 }}>{nationalityName(p.country)}</dd>
                </>
              )}
              {p.national_id && (
                <>
                  <dt>{t('booking.nationalId')}</dt>
                  <dd style={{ margin: 0 }}>{n(p.national_id)}</dd>
                </>
              )}
              {p.passport_number && (
                <>
                  <dt>{t('booking.passportNumber')}</dt>
                  <dd style={{ margin: 0 }}>{p.passport_number}</dd>
                  <dt>{t('booking.passportExpiry')}</dt>
                  <dd style={{ margin: 0 }}>
                    {formatShortDate(p.expire_date, calendar, language)}
                  </dd>
                </>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setEditing(p)}
                aria-label={`${t('profile.edit')} — ${p.firstName} ${p.lastName}`}
              >
                {t('profile.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setRemoving(p)}
                aria-label={`${t('profile.delete')} — ${p.firstName} ${p.lastName}`}
              >
                {t('profile.delete')}
              </Button>
            </Box>
          </Paper>
        ))}
      </Box>
      {editing !== null && (
        <PassengerDialog
          id={editing === 'new' ? null : editing.id}
          initial={
            editing === 'new'
              ? emptyInput(tenant.defaultNationality, calendar)
              : inputOfSaved(editing, calendar)
          }
          calendar={calendar}
          language={language}
          nationalities={nationalities}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify('success', t('profile.passengerSaved'));
            void queryClient.invalidateQueries({ queryKey: profileKeys.passengers });
          }}
        />
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        aria-labelledby="delete-passenger-title"
      >
        <DialogTitle id="delete-passenger-title">{t('profile.deletePassenger')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('profile.deletePassengerConfirm', {
              name: removing ? `${removing.firstName} ${removing.lastName}` : '',
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('profile.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id)}
          >
            {t('profile.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </ProfileSection>
  );
}
