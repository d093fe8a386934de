import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useVorgaengeQuery } from './auftraegeApi';
import { runOnce, subscribeOrderMarks, visibleOrderMarks } from './orderMarks';
import { orderScreen, type OrderOnceKind, type OrderScreen } from './orderOnceRule';

const FORM: OrderScreen = { view: 'form' };
/** while a call of an earlier document may still arrive, Meine Aufträge is asked again this often */
const POLL_MS = 5000;

/**
 * An order screen's view of the "must not run twice" rule (orderOnceRule.ts): `screen` says whether the form is
 * shown or "wird übermittelt" / "Auftrag läuft"; `run` sends through runOnce. Once this screen has sent, it keeps
 * showing its own flow (its confirmation), whatever the marks say. Logged out (public cancellation), only the
 * tab's marks count.
 */
export function useOrderOnce(kind: OrderOnceKind, contract: string) {
  const marks = useSyncExternalStore(subscribeOrderMarks, visibleOrderMarks, visibleOrderMarks);
  const loggedIn = useAppSelector((s) => s.session.kundendaten !== null);
  const [now, setNow] = useState(() => Date.now());
  const [ownFlow, setOwnFlow] = useState(false);
  // Meine Aufträge is asked again while the screen waits for a call it cannot follow (sent before a reload)
  const [poll, setPoll] = useState(false);
  const { data: vorgaenge } = useVorgaengeQuery(undefined, { skip: !loggedIn, pollingInterval: poll ? POLL_MS : 0 });
  const screen = ownFlow ? FORM : orderScreen({ marks, vorgaenge, kind, contract, now });
  useEffect(() => setPoll(screen.view === 'pending'), [screen.view]);

  // a pending mark ends by itself after PENDING_MAX_MS: look again now and then
  useEffect(() => {
    if (screen.view !== 'pending') return;
    const timer = window.setInterval(() => setNow(Date.now()), POLL_MS);
    return () => window.clearInterval(timer);
  }, [screen.view]);

  const run = useCallback(
    <T>(send: (key: string) => Promise<T>, forContract: string = contract): Promise<T> => {
      setOwnFlow(true);
      return runOnce(kind, forContract, send);
    },
    [kind, contract],
  );
  return { screen, run };
}
