import type { PartyRole } from './types.ts';

/**
 * The parties a transaction names, keyed by the department's party codes. The
 * English labels are the department's; it publishes no Telugu for them.
 */
export const partyRoles: readonly PartyRole[] = [
  { code: 'EX', description: { en: 'Executant', te: 'రాసి ఇచ్చువారు' }, side: 'executant', authored: true },
  { code: 'CL', description: { en: 'Claimant', te: 'రాయించుకొనువారు' }, side: 'claimant', authored: true },
  { code: 'MR', description: { en: 'Mortgagor', te: 'తనఖా ఇచ్చువారు' }, side: 'executant', authored: true },
  { code: 'ME', description: { en: 'Mortgagee', te: 'తనఖా గ్రహీత' }, side: 'claimant', authored: true },
  { code: 'WT', description: { en: 'Witness', te: 'సాక్షి' }, side: 'witness', authored: true },
  { code: 'DR', description: { en: 'Donor', te: 'దాత' }, side: 'executant', authored: true },
  { code: 'DE', description: { en: 'Donee', te: 'దాన గ్రహీత' }, side: 'claimant', authored: true },
  { code: 'RR', description: { en: 'Releasor', te: 'హక్కు విడుదల చేయువారు' }, side: 'executant', authored: true },
  { code: 'RE', description: { en: 'Releasee', te: 'హక్కు విడుదల పొందువారు' }, side: 'claimant', authored: true },
  { code: 'FP', description: { en: 'First Party', te: 'మొదటి పక్షం' }, side: 'executant', authored: true },
  { code: 'SP', description: { en: 'Second Party', te: 'రెండవ పక్షం' }, side: 'claimant', authored: true },
  { code: 'LR', description: { en: 'Lessor', te: 'కౌలుకు ఇచ్చువారు' }, side: 'executant', authored: true },
  { code: 'LE', description: { en: 'Lessee', te: 'కౌలుదారు' }, side: 'claimant', authored: true },
  { code: 'PL', description: { en: 'Principal', te: 'అధికారం ఇచ్చువారు' }, side: 'executant', authored: true },
  { code: 'AY', description: { en: 'Attorney', te: 'అధికారం పొందువారు (ఏజెంట్)' }, side: 'claimant', authored: true },
  { code: 'TR', description: { en: 'Testator', te: 'వీలునామా రాసినవారు' }, side: 'executant', authored: true },
  { code: 'NP', description: { en: 'Natural Parents', te: 'కన్న తల్లిదండ్రులు' }, side: 'executant', authored: true },
  { code: 'AP', description: { en: 'Adoptive Parents', te: 'దత్తత తీసుకొను తల్లిదండ్రులు' }, side: 'claimant', authored: true },
  { code: 'DC', description: { en: 'Declarant', te: 'ప్రమాణం చేయువారు' }, side: 'executant', authored: true },
  { code: 'OR', description: { en: 'Obligor', te: 'పూచీ ఇచ్చువారు' }, side: 'executant', authored: true },
  { code: 'OE', description: { en: 'Obligee', te: 'పూచీ పొందువారు' }, side: 'claimant', authored: true },
  { code: 'HS', description: { en: 'Husband', te: 'భర్త' }, side: 'executant', authored: true },
  { code: 'WI', description: { en: 'Wife', te: 'భార్య' }, side: 'claimant', authored: true },
  { code: 'PA', description: { en: 'Partners', te: 'భాగస్వాములు' }, side: 'executant', authored: true },
  { code: 'AR', description: { en: 'Author/Settlor', te: 'ట్రస్టు స్థాపకులు' }, side: 'executant', authored: true },
  { code: 'TE', description: { en: 'Trustees/Beneficiary', te: 'ధర్మకర్తలు/లబ్ధిదారులు' }, side: 'claimant', authored: true },
];
