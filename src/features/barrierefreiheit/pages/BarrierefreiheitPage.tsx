import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import config from '../../../config/barrierefreiheit.json';
import { PUBLIC_PATH } from '../../../config/constants';
import { HOTLINE } from '../../../config/contact';
import { ACCESSIBILITY_STATEMENT } from '../../../config/legal';
import { formatDate } from '../../../lib/dates';
import { portalOrigin } from '../../../lib/portalUrl';
import { BarriereMeldenForm } from '../components/BarriereMeldenForm';
import { useBarrierefreiheitT } from '../../../i18n/texts/barrierefreiheit';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 1 } }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/**
 * The portal's accessibility statement (BFSG § 14, Anlage 3): which service, how it meets WCAG 2.1 AA / EN 301 549,
 * the known gaps, the date of the last check, the barrier report and the market surveillance authority. Public,
 * and reachable logged in; the footer link hands over the page the customer came from (location state).
 */
export default function BarrierefreiheitPage() {
  const { t } = useBarrierefreiheitT();
  const location = useLocation();
  const customerEmail = useAppSelector((state) => state.session.kundendaten?.email ?? '');
  const from = (location.state as { seite?: unknown } | null)?.seite;
  const seitenadresse =
    typeof from === 'string' && from.startsWith('/') ? `${portalOrigin()}${PUBLIC_PATH}${from}` : '';
  const { authority } = ACCESSIBILITY_STATEMENT;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageScaffold>
        <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
        <Section id="bf-dienst" heading={t('dienstHeading')}>
          <Typography>{t('dienstText')}</Typography>
        </Section>
        <Section id="bf-anforderungen" heading={t('anforderungenHeading')}>
          <Typography>{t('anforderungenText')}</Typography>
          <List items={t('anforderungen', { returnObjects: true }) as string[]} />
        </Section>
        <Section id="bf-stand" heading={t('standHeading')}>
          <Typography>{t('standText')}</Typography>
          <List items={t('luecken', { returnObjects: true }) as string[]} />
        </Section>
        <Section id="bf-pruefung" heading={t('pruefungHeading')}>
          <Typography>{t('pruefungText', { date: formatDate(ACCESSIBILITY_STATEMENT.lastCheck) })}</Typography>
        </Section>
        <Section id="bf-melden" heading={t('meldenHeading')}>
          <Typography sx={{ mb: 2 }}>{t('meldenText', { days: config.antwortFristTage })}</Typography>
          <BarriereMeldenForm seitenadresse={seitenadresse} email={customerEmail} />
          <Typography sx={{ mt: 2 }}>
            {t('kontaktText')} <Link href={`tel:${HOTLINE.tel}`}>{HOTLINE.display}</Link>
          </Typography>
        </Section>
        <Section id="bf-behoerde" heading={t('behoerdeHeading')}>
          <Typography sx={{ mb: 1 }}>{t('behoerdeText')}</Typography>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {authority.name}
            {authority.address.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              {t('telefon')}: <Link href={`tel:${authority.phone.tel}`}>{authority.phone.display}</Link>
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {t('emailLabel')}: <Link href={`mailto:${authority.email}`}>{authority.email}</Link>
            </Box>
          </Box>
        </Section>
      </PageScaffold>
    </Box>
  );
}
