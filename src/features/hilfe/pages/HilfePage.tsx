import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import {
  FAQ_LINKS,
  FAULT_LINE,
  FAULT_LINE_HOURS,
  HOTLINE,
  HOTLINE_HOURS,
  type OpeningHours,
  type PhoneNumber,
  POSTAL_ADDRESS,
  SERVICE_EMAIL,
} from '../../../config/contact';
import { hrefFor } from '../../../config/paths';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { Schlichtung } from '../../meineRechte/components/Schlichtung';
import { useHilfeT } from '../../../i18n/texts/hilfe';

/** "Hilfe & Kontakt" (public): hotline with hours, fault line, e-mail and postal address, FAQ links; all from config. */
export default function HilfePage() {
  const { t } = useHilfeT();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageScaffold>
        <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Card id="hilfe-hotline" heading={t('hotlineHeading')}>
            <Typography sx={{ mb: 1 }}>{t('hotlineText')}</Typography>
            <Phone number={HOTLINE} />
            <Hours hours={HOTLINE_HOURS} />
          </Card>
          <Card id="hilfe-stoerung" heading={t('faultHeading')}>
            <Typography sx={{ mb: 1 }}>{t('faultText')}</Typography>
            <Phone number={FAULT_LINE} />
            <Hours hours={FAULT_LINE_HOURS} />
            <Typography sx={{ mt: 1 }}>
              {t('faultOnline')}{' '}
              <Link component={RouterLink} to={hrefFor('stoerung')}>
                {t('faultOnlineLink')}
              </Link>
            </Typography>
          </Card>
          <Card id="hilfe-schreiben" heading={t('writeHeading')}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t('emailLabel')}
            </Typography>
            <Link href={`mailto:${SERVICE_EMAIL}`}>{SERVICE_EMAIL}</Link>
            <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
              {t('postLabel')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {POSTAL_ADDRESS.company}
              <br />
              {POSTAL_ADDRESS.box}
              <br />
              {POSTAL_ADDRESS.zipcode} {POSTAL_ADDRESS.city}
            </Box>
          </Card>
          <Card id="hilfe-faq" heading={t('faqHeading')}>
            <Typography>{t('faqIntro')}</Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {FAQ_LINKS.map((faq) => (
                <li key={faq.key}>
                  <Link href={faq.href} target="_blank" rel="noopener noreferrer">
                    {t(`faq.${faq.key}`)}
                    <Box component="span" sx={visuallyHidden}>
                      {t('newTab')}
                    </Box>
                  </Link>
                </li>
              ))}
            </Box>
          </Card>
        </Box>
        <Box sx={{ mt: 3 }}>
          <Schlichtung variant="h6" />
        </Box>
        <Typography sx={{ mt: 3 }}>
          {t('kuendigen')}{' '}
          <Link component={RouterLink} to={hrefFor('kuendigen')}>
            {t('common:footer.kuendigen')}
          </Link>
        </Typography>
      </PageScaffold>
    </Box>
  );
}

function Card({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

function Phone({ number }: { number: PhoneNumber }) {
  const { t } = useHilfeT();
  return (
    <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, my: 1 }}>
      <Link href={`tel:${number.tel}`}>{t('call', { number: number.display })}</Link>
    </Typography>
  );
}

function Hours({ hours }: { hours: readonly OpeningHours[] }) {
  const { t } = useHilfeT();
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('hoursLabel')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 0 }}>
        {hours.map((h) => (
          <li key={h.days}>
            {h.days === 'always' ? t('hoursAlways') : t('hours', { days: t(`days.${h.days}`), from: h.from, to: h.to })}
          </li>
        ))}
      </Box>
    </>
  );
}
