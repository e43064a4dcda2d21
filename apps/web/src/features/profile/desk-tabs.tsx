import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthStore } from '../../lib/auth/auth-store';

const deskTabs = [
  { path: '/user/supporter', titleKey: 'desk.tab.support', operatorsOnly: false },
  { path: '/user/supporter/refunds', titleKey: 'desk.tab.refunds', operatorsOnly: false },
  // The books are the operator's: supporters see neither the bank's reconciliation nor the
  // trial balance.
  {
    path: '/user/supporter/reconciliation',
    titleKey: 'desk.tab.reconciliation',
    operatorsOnly: true,
  },
  { path: '/user/supporter/books', titleKey: 'desk.tab.books', operatorsOnly: true },
] as const;

/**
 * The desk's lists, each at its own address: support requests and refund requests, and for
 * operators the bank's reconciliation with the ledger and the trial balance.
 */
export function DeskTabs({ current }: { current: (typeof deskTabs)[number]['path'] }) {
  const { t } = useTranslation();
  const operator = useAuthStore((s) => s.user_info?.role === 'operator');
  return (
    <Tabs
      value={current}
      aria-label={t('page.userSupporter')}
      variant="scrollable"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {deskTabs
        .filter((tab) => operator || !tab.operatorsOnly)
        .map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={t(tab.titleKey)}
            component={NavLink}
            to={tab.path}
            end
          />
        ))}
    </Tabs>
  );
}
