/**
 * The fetching half of eligibility routing: product checks and technology-change detection (spec §4).
 * Both run concurrently with a cap; the decisions themselves are the pure functions in rules.ts.
 */
import { createAppAsyncThunk } from '../../app/thunk';
import { hrefFor } from '../../config/paths';
import {
  CLIENT_IDS,
  PRODUCT_CHECK_CONCURRENCY,
  UPGRADE_TECHNOLOGIES,
  type UpgradeTechnology,
} from '../../config/constants';
import type { Produktpruefung, Vertrag } from '../../api/types';
import { eligibilityApi } from './eligibilityApi';
import {
  noBundleContractFound,
  produktpruefungKey,
  produktpruefungLoaded,
  techwechselRouteFound,
} from './contractsSlice';
import { forEachLimited } from './limit';
import { needsTechnologyCheck, technologieOfRoute, upgradeDecision, type UpgradeDecision } from './upgradeRule';
import { produkteSignalPositive, technologyVerdict } from './techSignals';
import { houseNumber } from '../../lib/address';
import {
  findNoBundleContract,
  firstTechwechsel,
  technologyOf,
  techwechselCandidates,
  techwechselTarget,
  kundentypIdOf,
  type TechResult,
} from './rules';

/** The checks stored for one client id, by contract id. */
export function checksFor(
  list: Vertrag[],
  produktpruefungen: Record<string, Produktpruefung | null>,
  clientId: string,
): Record<string, Produktpruefung | null | undefined> {
  return Object.fromEntries(
    list.map((c) => [c.contractId, produktpruefungen[produktpruefungKey(c.contractId, clientId)]]),
  );
}

/**
 * GET produktpruefung for every contract not yet checked under this client id (once per contract;
 * a stored answer, also a failed one, is not asked again). Failures are logged and ignored (§8).
 * Afterwards the no-bundle contract is marked (§4).
 */
export const loadProduktpruefungen = createAppAsyncThunk(
  'eligibility/loadProduktpruefungen',
  async ({ clientId }: { clientId: string }, { dispatch, getState }) => {
    const { list, produktpruefungen } = getState().contracts;
    const missing = list.filter((c) => !(produktpruefungKey(c.contractId, clientId) in produktpruefungen));
    await forEachLimited(missing, PRODUCT_CHECK_CONCURRENCY, async (contract) => {
      let result: Produktpruefung | null = null;
      try {
        result = await dispatch(
          eligibilityApi.endpoints.produktpruefung.initiate(
            { clientId, produktnummer: contract.number },
            { subscribe: false },
          ),
        ).unwrap();
      } catch (error) {
        console.error(`Produktprüfung für Vertrag ${contract.contractId} fehlgeschlagen`, error);
      }
      dispatch(produktpruefungLoaded({ contractId: contract.contractId, clientId, result }));
    });
    const state = getState().contracts;
    const checks = checksFor(state.list, state.produktpruefungen, clientId);
    const noBundle = findNoBundleContract(state.list, checks);
    dispatch(noBundleContractFound(noBundle?.contractId ?? null));
    return checks;
  },
);

/**
 * Is the upgrade to this technology possible at the contract address? The technology answer decides when
 * it carries a signal; otherwise GET produkte with technologie/techwechsel does (techSignals.ts).
 */
async function technologyPossible(
  dispatch: (action: unknown) => unknown,
  contract: Vertrag,
  technologie: UpgradeTechnology,
  kundentypId: string,
): Promise<boolean> {
  try {
    const thunk = eligibilityApi.endpoints.technologie.initiate(
      { contractAddressExternalId: contract.contractAddressExternalId, technologie },
      { subscribe: false },
    );
    const answer = await (dispatch(thunk) as ReturnType<typeof thunk>).unwrap();
    const verdict = technologyVerdict(answer, technologie);
    if (verdict !== null) return verdict;
    const produkteThunk = eligibilityApi.endpoints.produkte.initiate(
      {
        strasse: contract.contractStreet,
        hausnummer: houseNumber(contract.contractStreetNumber, contract.contractStreetNumberAddon),
        plz: contract.contractZipcode,
        ort: contract.contractCity,
        clientId: CLIENT_IDS.main,
        kundentypId,
        contractAddressExternalId: contract.contractAddressExternalId,
        technologie,
        techwechsel: true,
      },
      { subscribe: false },
    );
    return produkteSignalPositive(await (dispatch(produkteThunk) as ReturnType<typeof produkteThunk>).unwrap());
  } catch (error) {
    console.error(`Technologieprüfung (${technologie}) für Vertrag ${contract.contractId} fehlgeschlagen`, error);
    return false;
  }
}

/**
 * Technology-change detection (§4) with first-match semantics over the contracts in order, but checked
 * ahead concurrently: both technologies of a contract are asked at once (ftth wins), up to
 * PRODUCT_CHECK_CONCURRENCY contracts at a time, and the first qualifying contract IN ORDER wins even if a
 * later one answers first. Its route is stored (techwechselRouteFound) and no further contract is started.
 * A contract that already holds a route from an earlier run is the answer without any call.
 */
export const detectTechwechsel = createAppAsyncThunk(
  'eligibility/detectTechwechsel',
  async (_: void, { dispatch, getState }) => {
    const { list } = getState().contracts;
    const customerType = getState().session.kundendaten?.customerType;
    // no customer data: no session, nothing to detect (the order route needs the customer type)
    if (!customerType) return null;
    const known = list.find((c) => c.techwechselRoute);
    if (known) {
      const technologie = technologieOfRoute(known.techwechselRoute);
      if (technologie) return { contractId: known.contractId, technologie };
    }
    const candidates = techwechselCandidates(list);
    const results: Record<string, TechResult> = {};
    let decided: { contractId: string; technologie: UpgradeTechnology } | null | undefined;
    const decide = () => {
      if (decided !== undefined) return;
      const match = firstTechwechsel(candidates, results);
      if (match === 'pending') return;
      if (match === null) {
        decided = null;
        return;
      }
      decided = { contractId: match.contract.contractId, technologie: match.technologie };
      const target = techwechselTarget(match.contract, match.technologie, customerType);
      dispatch(
        techwechselRouteFound({
          contractId: match.contract.contractId,
          route: hrefFor(target.name, target.params, target.query),
        }),
      );
    };
    await forEachLimited(
      candidates,
      PRODUCT_CHECK_CONCURRENCY,
      async (contract) => {
        const [ftth, ugglas] = await Promise.all(
          UPGRADE_TECHNOLOGIES.map((t) => technologyPossible(dispatch, contract, t, kundentypIdOf(customerType))),
        );
        results[contract.contractId] = technologyOf(ftth, ugglas);
        decide();
      },
      () => decided !== undefined,
    );
    decide();
    return decided ?? null;
  },
);

/**
 * The technology upgrade of ONE contract, decided as the /technologiewechsel deep link decides (§4) by the
 * one rule (upgradeRule.ts): a route already stored, else the technology checks (ftth wins over
 * l2-bsa-ugglas), else the 25 upgrade. Its tabs, the order screen and the deep link therefore agree.
 */
export const upgradeOfContract = createAppAsyncThunk(
  'eligibility/upgradeOfContract',
  async ({ contractId }: { contractId: string }, { dispatch, getState }): Promise<UpgradeDecision> => {
    const contract = getState().contracts.list.find((c) => c.contractId === contractId);
    if (!contract) return { kind: 'none' };
    const customerType = getState().session.kundendaten?.customerType;
    let checked: UpgradeTechnology | null = null;
    if (needsTechnologyCheck(contract) && customerType) {
      const kundentypId = kundentypIdOf(customerType);
      const [ftth, ugglas] = await Promise.all(
        UPGRADE_TECHNOLOGIES.map((t) => technologyPossible(dispatch, contract, t, kundentypId)),
      );
      checked = technologyOf(ftth, ugglas);
    }
    return upgradeDecision(contract, checked);
  },
);
