import { type ReactNode, useRef, useState } from 'react';
import type { OrderAddress, OrderRequest } from '../../../api/types';
import { withIdempotencyKey } from '../../../api/idempotency';
import { useAppDispatch } from '../../../app/hooks';
import { FORM_ERROR, submitErrorOf, type SubmitResult } from '../../../components/form/AppForm';
import { discardDraft } from '../../../components/form/drafts';
import { AlreadyRunning } from '../../auftraege/orderMarks';
import type { OrderScreen } from '../../auftraege/orderOnceRule';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
import { withStepUpProof } from '../../sicherheit/stepUpProof';
import { stepUpCancelledError, useStepUp } from '../../sicherheit/useStepUp';
import { bestellungApi } from '../bestellungApi';
import type { OrderKind } from '../offerRules';
import { prepareOrderBundle } from '../orderBundle';
import { summaryOf } from '../orderSummary';
import { orderTermsPayload, type OrderTerms } from '../orderTerms';
import type { OrderDone } from './OrderDoneView';
import { portierungAuftrag, type PortierungWunsch } from './RufnummerMitnahme';
import { useBestellungT } from '../../../i18n/texts/bestellung';
// the texts of the „auftraege:“ keys below (the namespace registers when its module loads)
import '../../../i18n/texts/auftraege';

/**
 * Sends the chosen order somewhere else than POST artikelhinzuproduktwechsel (the move with reconfiguration),
 * with the Idempotency-Key of the "must not run twice" rule (withIdempotencyKey on its body).
 */
export type OrderSender = (terms: OrderTerms, key: string, agreed: boolean) => Promise<OrderDone>;

/** What an order is sent with, beside the terms the review shows. */
export interface OrderSubmitInput {
  kind: OrderKind;
  contractId: string;
  clientId: string;
  downgradeAllowed: boolean;
  verbrauchsstelle: OrderAddress;
  /** the bank account the order is paid from; none: the order is refused with the form's notice */
  iban: string | null;
  /** the customer's special offer this order takes up (spezialangebot) */
  angebotId?: string;
  /** a move: its date (the order belongs to it); undefined: no move */
  umzugsdatum?: string;
  /** a number brought from the old provider (mobilfunk) */
  portierung?: PortierungWunsch;
  /** the rows beside the tariff in the confirmation and the PDF (a move's address and date, a port) */
  extraRows: Array<[string, string]>;
  /** a sender of its own instead of POST artikelhinzuproduktwechsel */
  send?: OrderSender;
  /** the draft of the choice, dropped once the order is done */
  draftId: string;
}

/**
 * Sending an order exactly once: one call at a time on this screen (a second submit, or „Angaben ändern“ while one
 * is on its way, is refused), once per contract and kind across Back, reload and a second visit (useOrderOnce, with
 * the Idempotency-Key), the code of a second factor asked first where the customer's settings want it (useStepUp:
 * the order API takes no session, so the order carries the confirmed code's proof), and every failure (offline,
 * refused, already running, the question cancelled) as the form's error. The page renders `stepUpDialog`; `screen`
 * says whether the form is shown at all.
 */
export function useOrderSubmit(input: OrderSubmitInput): {
  done: OrderDone | null;
  screen: OrderScreen;
  submit: (terms: OrderTerms, agreed: boolean) => Promise<SubmitResult>;
  isSending: () => boolean;
  stepUpDialog: ReactNode;
} {
  const { t } = useBestellungT();
  const dispatch = useAppDispatch();
  const [done, setDone] = useState<OrderDone | null>(null);
  const sending = useRef(false);
  const once = useOrderOnce(input.kind, input.contractId);
  const stepUp = useStepUp('bestellung');

  const finish = (result: OrderDone) => {
    discardDraft(input.draftId);
    setDone(result);
  };

  const sendOrder = async (terms: OrderTerms, agreed: boolean) => {
    const { kind, send } = input;
    if (send) {
      const sent = await stepUp.send(() => once.run((key) => send(terms, key, agreed)));
      finish({ ...sent, summary: summaryOf(terms, input.extraRows, sent.auftrag) });
      return;
    }
    const bundle = await dispatch(
      prepareOrderBundle({ vertragsId: input.contractId, verbrauchsstelle: input.verbrauchsstelle }),
    ).unwrap();
    const port = kind === 'mobilfunk' ? portierungAuftrag(input.portierung) : null;
    // beyond the spec: the port travels with the order (test/backend/README.md)
    const request: OrderRequest & { portierung?: NonNullable<typeof port>['payload'] } = {
      ...bundle,
      clientId: input.clientId,
      bestellart: kind,
      ...orderTermsPayload(terms, agreed),
      downgradeAllowed: input.downgradeAllowed,
      ...(kind === 'spezialangebot' && input.angebotId !== undefined ? { angebotId: input.angebotId } : {}),
      ...(input.umzugsdatum !== undefined ? { umzugsdatum: input.umzugsdatum } : {}),
      ...(port ? { portierung: port.payload } : {}),
    };
    const answer = await stepUp.send((proof) =>
      once.run((key) =>
        dispatch(
          bestellungApi.endpoints.bestellen.initiate(withStepUpProof(withIdempotencyKey(request, key), proof)),
        ).unwrap(),
      ),
    );
    // the answer's details are optional (§7 does not show them): the number only when there is one
    const nr = answer.auftragsnummer ? ` ${t('successNr', { nr: answer.auftragsnummer })}` : '';
    // sent without hmac: the backend holds it for review; the portal knows it without the answer's status
    const held = answer.status === 'in_pruefung' || !request.hmac;
    finish({
      message: `${t('success')}${nr}`,
      hint: held ? t('successHeld') : t('successHint'),
      summary: summaryOf(terms, input.extraRows, answer),
    });
  };

  const submit = async (terms: OrderTerms, agreed: boolean): Promise<SubmitResult> => {
    if (sending.current) return undefined;
    if (!input.iban) return { [FORM_ERROR]: t('iban.missing') };
    sending.current = true;
    try {
      await sendOrder(terms, agreed);
      return undefined;
    } catch (error) {
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
      return stepUpCancelledError(error, t) ?? submitErrorOf(error, t('submitFailed'));
    } finally {
      sending.current = false;
    }
  };

  return { done, screen: once.screen, submit, isSending: () => sending.current, stepUpDialog: stepUp.dialog };
}
