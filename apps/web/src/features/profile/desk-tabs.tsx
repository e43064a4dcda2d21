import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const deskTabs = [
  { path: '/user/supporter', titleKey: 'desk.tab.support' },
  { path: '/user/supporter/refunds', titleKey: 'desk.tab.refunds' },
] as const;

/** The desk's two lists: support requests and refund requests, each at its own address. */
export function DeskTabs({ current }: { current: (typeof deskTabs)[number]['path'] }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      aria-label={t('page.userSupporter')}
      variant="scrollable"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {deskTabs.map((tab) => (
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
