import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import type { HeaderFooter } from '@parvaz/domain/contracts/context';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../../components/plain-link';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ lineHeight: 0, mt: 0.25, opacity: 0.85 }}>
        {icon}
      </Box>
      <Box>
        <Box component="span" sx={{ display: 'block', fontSize: 13, opacity: 0.85 }}>
          {label}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/** Address, phone, e-mail and support hours from getHeaderFooter (spec section 1). */
export function ContactInfo({ content }: { content: HeaderFooter }) {
  const { t } = useTranslation();
  // Site content may leave a field empty; an empty row would only read out its label.
  if (!content.address && !content.phone && !content.email && !content.supportHours) return null;
  return (
    <Box component="section" aria-labelledby="footer-contact-title">
      <Box
        component="h2"
        id="footer-contact-title"
        sx={{ fontSize: 16, fontWeight: 700, mt: 0, mb: 1.5 }}
      >
        {t('footer.contactTitle')}
      </Box>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {content.address && (
            <Row icon={<PlaceIcon fontSize="small" />} label={t('footer.address')}>
              {content.address}
            </Row>
          )}
          {content.phone && (
            <Row icon={<PhoneIcon fontSize="small" />} label={t('footer.phone')}>
              <PlainLink
                href={`tel:${normalizeDigits(content.phone).replace(/[^\d+]/g, '')}`}
                dir="ltr"
              >
                {content.phone}
              </PlainLink>
            </Row>
          )}
          {content.email && (
            <Row icon={<EmailIcon fontSize="small" />} label={t('footer.email')}>
              <PlainLink href={`mailto:${content.email}`} dir="ltr">
                {content.email}
              </PlainLink>
            </Row>
          )}
          {content.supportHours && (
            <Row icon={<ScheduleIcon fontSize="small" />} label={t('footer.supportHours')}>
              {content.supportHours}
            </Row>
          )}
        </Box>
      </Box>
    </Box>
  );
}
