import {
  NAME_SEARCH_CANDIDATE_LIMIT,
  NAME_SEARCH_OTHER_SIDE_NAMES,
  REGISTER_START_DATE,
  districtKey,
  findPartyRole,
  findSroOffice,
  findTransactionType,
  formatDocumentNumber,
  nameClosenessTo,
  nameOrCode,
  officeKey,
  searchNameKeys,
  toYearMonthDay,
  type BilingualText,
  type NameSearchHit,
  type NameSearchRequest,
  type PartyRelation,
} from '@igrs/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { findCandidateParties, loadHitContext, type CandidateParty } from './repository.ts';

const OPPOSITE_ROLE: Record<string, string> = { executant: 'claimant', claimant: 'executant' };

/** The office or district a search is narrowed to, as the key a party of that place carries among its name keys. */
function placeKeys(request: NameSearchRequest): string[] {
  if (request.sroCode) return [officeKey(request.sroCode)];
  if (request.districtCode) return [districtKey(request.districtCode)];
  return [];
}

/** Closest names first (the exact name before any other), then the newest registration; the party id keeps the order stable. */
function rankCandidates(name: string, candidates: readonly CandidateParty[]) {
  const closenessTo = nameClosenessTo(name);
  // Namesakes are most of a common name's candidates: each distinct name is compared once.
  const known = new Map<string, ReturnType<typeof closenessTo>>();
  const closenessOf = (party: CandidateParty) => {
    const key = `${party.nameEn}\u0000${party.nameTe}`;
    let closeness = known.get(key);
    if (!closeness) known.set(key, (closeness = closenessTo({ en: party.nameEn, te: party.nameTe })));
    return closeness;
  };
  // Namesakes tie on closeness, so most comparisons reach the dates: ISO dates order as plain strings, which a locale's collation (localeCompare) only made slower.
  return candidates
    .map((party) => ({ party, closeness: closenessOf(party) }))
    .sort(
      (first, second) =>
        Number(second.closeness.exact) - Number(first.closeness.exact) ||
        second.closeness.similarity - first.closeness.similarity ||
        (second.party.registeredOn === first.party.registeredOn ? 0 : second.party.registeredOn > first.party.registeredOn ? 1 : -1) ||
        second.party.id - first.party.id,
    );
}

const bilingual = (en: string, te: string): BilingualText => ({ en, te });

async function describeHits(database: DatabaseHandle, ranked: ReturnType<typeof rankCandidates>): Promise<NameSearchHit[]> {
  const { documents, parties, hitParties } = await loadHitContext(
    database,
    [...new Set(ranked.map(({ party }) => party.documentId))],
    ranked.map(({ party }) => party.id),
  );
  const documentById = new Map(documents.map((document) => [document.id, document]));
  const roleOfParty = new Map(parties.map((party) => [party.id, party.role]));
  const hitPartyById = new Map(hitParties.map((party) => [party.id, party]));
  return ranked.map(({ party: candidate, closeness }): NameSearchHit => {
    const document = documentById.get(candidate.documentId);
    const party = hitPartyById.get(candidate.id);
    if (!document || !party) throw new Error(`Party ${candidate.id} belongs to no document`);
    const ownSide = party.role === 'representative' ? roleOfParty.get(party.representsPartyId ?? -1) : party.role;
    const otherSide = parties.filter((other) => other.documentId === party.documentId && other.role === OPPOSITE_ROLE[ownSide ?? '']);
    const sro = findSroOffice(party.sroCode);
    return {
      partyId: party.id,
      documentId: party.documentId,
      citation: formatDocumentNumber(document.documentNumber, document.year),
      documentNumber: document.documentNumber,
      year: document.year,
      sro: { code: party.sroCode, name: nameOrCode(sro?.description, party.sroCode) },
      registeredOn: party.registeredOn,
      transaction: findTransactionType(document.transactionMajorCode, document.transactionMinorCode)?.description ?? {
        en: `${document.transactionMajorCode}/${document.transactionMinorCode}`,
        te: `${document.transactionMajorCode}/${document.transactionMinorCode}`,
      },
      role: party.role === 'claimant' ? 'claimant' : party.role === 'representative' ? 'representative' : 'executant',
      partyLabel: nameOrCode(findPartyRole(party.partyCode)?.description, party.partyCode),
      name: bilingual(party.nameEn, party.nameTe),
      relationType: party.relationType as PartyRelation,
      relationName: bilingual(party.relationNameEn, party.relationNameTe),
      age: party.age,
      aadhaarMasked: party.aadhaarLast4 ? `XXXXXXXX${party.aadhaarLast4}` : null,
      panMasked: party.panLast4 ? `XXXXXX${party.panLast4}` : null,
      exactMatch: closeness.exact,
      otherSide: {
        names: otherSide.slice(0, NAME_SEARCH_OTHER_SIDE_NAMES).map((other) => bilingual(other.nameEn, other.nameTe)),
        more: Math.max(0, otherSide.length - NAME_SEARCH_OTHER_SIDE_NAMES),
      },
    };
  });
}

/**
 * A name search: candidates by their spelling-tolerant keys (narrowed by place
 * and period in the same index), ranked, one page described with the other
 * side of each document. At most NAME_SEARCH_CANDIDATE_LIMIT are ranked;
 * `truncated` says there were more.
 */
export async function searchNames(database: DatabaseHandle, criteria: NameSearchRequest) {
  const fromDate = criteria.fromDate || REGISTER_START_DATE;
  const toDate = criteria.toDate || toYearMonthDay(new Date());
  const role = criteria.role ?? 'any';
  const candidates = await findCandidateParties(
    database,
    {
      nameKeys: [...searchNameKeys(criteria.name), ...placeKeys(criteria)],
      ...(criteria.fromDate && criteria.fromDate > REGISTER_START_DATE ? { fromDate } : {}),
      ...(criteria.toDate ? { toDate } : {}),
      role,
    },
    NAME_SEARCH_CANDIDATE_LIMIT + 1,
  );
  const truncated = candidates.length > NAME_SEARCH_CANDIDATE_LIMIT;
  const ranked = rankCandidates(criteria.name, candidates.slice(0, NAME_SEARCH_CANDIDATE_LIMIT));
  const offset = (criteria.page - 1) * criteria.pageSize;
  const hits = await describeHits(database, ranked.slice(offset, offset + criteria.pageSize));
  return { hits, total: ranked.length, truncated, fromDate, toDate, role };
}
