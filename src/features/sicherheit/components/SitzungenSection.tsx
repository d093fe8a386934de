import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isMissingCall } from '../../../api/errors';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { errorMessageText } from '../../../components/feedback/errorMessageText';
import { formatDateTime } from '../../../lib/dates';
import { useEndOtherSitzungenMutation, useEndSitzungMutation, useSitzungenQuery } from '../sicherheitApi';
import type { Sitzung } from '../sicherheitSchemas';
import { useSicherheitT } from '../../../i18n/texts/sicherheit';

/** The signed-in devices: „Abmelden“ per session, „Überall abmelden“ for all others. */
export function SitzungenSection() {
  const { t } = useSicherheitT();
  const query = useSitzungenQuery();
  const [endOne, one] = useEndSitzungMutation();
  const [endOthers, others] = useEndOtherSitzungenMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<string>) => {
    setMessage(null);
    setError(null);
    try {
      setMessage(await action());
    } catch (failure) {
      setError(errorMessageText(failure, t('sitzungen.failed'), t as never));
    }
    void query.refetch();
  };
  const onEnd = (s: Sitzung) =>
    run(async () => {
      await endOne(s.id).unwrap();
      return t('sitzungen.ended');
    });
  const onEndAll = () =>
    run(async () => {
      const answer = (await endOthers().unwrap()) as { beendet?: unknown } | null;
      const count = typeof answer?.beendet === 'number' ? answer.beendet : 0;
      return t('sitzungen.endedAll', { count });
    });

  return (
    <Box component="section" aria-labelledby="sitzungen-heading" sx={{ mb: 4 }}>
      <Typography id="sitzungen-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('sitzungen.heading')}
      </Typography>
      {isMissingCall(query.error) ? (
        <Notice severity="info">{t('sitzungen.unavailable')}</Notice>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('sitzungen.intro')}</Typography>
          {message && <SuccessMessage>{message}</SuccessMessage>}
          {error && (
            <Notice severity="error" sx={{ mb: 2 }}>
              {error}
            </Notice>
          )}
          <QueryState query={query}>
            {({ sitzungen }) => (
              <>
                <Box component="ul" aria-label={t('sitzungen.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
                  {sitzungen.map((s) => (
                    <Box
                      component="li"
                      key={s.id}
                      sx={{
                        py: 1.5,
                        borderBottom: 1,
                        borderColor: 'divider',
                        display: 'flex',
                        gap: 2,
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                      }}
                    >
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>
                          {s.browser}{' '}
                          {s.diesesGeraet && (
                            <Chip size="small" color="primary" label={t('sitzungen.thisDevice')} sx={{ ml: 1 }} />
                          )}
                        </Typography>
                        <Typography variant="body2">
                          {s.angemeldetAm && t('sitzungen.since', { date: formatDateTime(s.angemeldetAm) })}
                          {s.zuletztAktivAm &&
                            ` · ${t('sitzungen.active', { date: formatDateTime(s.zuletztAktivAm) })}`}
                        </Typography>
                      </Box>
                      {!s.diesesGeraet && (
                        <Button
                          variant="outlined"
                          size="small"
                          onClick={() => void onEnd(s)}
                          loading={one.isLoading && one.originalArgs === s.id}
                          aria-label={t('sitzungen.logoutNamed', { browser: s.browser })}
                        >
                          {t('sitzungen.logout')}
                        </Button>
                      )}
                    </Box>
                  ))}
                </Box>
                {sitzungen.some((s) => !s.diesesGeraet) ? (
                  <>
                    <Button variant="contained" onClick={() => void onEndAll()} loading={others.isLoading}>
                      {t('sitzungen.logoutAll')}
                    </Button>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {t('sitzungen.logoutAllHelp')}
                    </Typography>
                  </>
                ) : (
                  <Typography>{t('sitzungen.onlyThis')}</Typography>
                )}
              </>
            )}
          </QueryState>
        </>
      )}
    </Box>
  );
}
