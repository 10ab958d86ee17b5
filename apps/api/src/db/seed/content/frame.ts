import { NOTARIES_NOTICE_TITLE, type BilingualText, type Leader } from '@igrs/domain';
import { NOTARIES_NOTICE_FILE, notariesNoticeSheet } from '../../../modules/notaries/index.ts';
import { DEMO_NOTARIES } from './notaries.ts';
import type { DocumentSection } from '../files.ts';
import { pdf, xlsx, type SeedDocument } from './types.ts';

/** The day the seeded notice is dated, as the other generated documents are. */
const DOCUMENT_DAY = '2026-01-01';

export interface SeedLeader {
  role: Leader['role'];
  name: BilingualText;
  title: BilingualText;
  initials: string;
  hue: number;
}

export interface SeedNotification {
  title: BilingualText;
  file: SeedDocument;
}

export const leaders: SeedLeader[] = [
  {
    role: 'chief-minister',
    name: { en: 'Sri N. Chandrababu Naidu', te: 'శ్రీ నారా చంద్రబాబు నాయుడు' },
    title: { en: "Hon'ble Chief Minister, Government of Andhra Pradesh", te: 'గౌరవ ముఖ్యమంత్రి, ఆంధ్రప్రదేశ్ ప్రభుత్వం' },
    initials: 'NCN',
    hue: 28,
  },
  {
    role: 'registration-minister',
    name: { en: 'Sri Anagani Satya Prasad', te: 'శ్రీ అనగాని సత్య ప్రసాద్' },
    title: { en: "Hon'ble Minister for Revenue, Registration and Stamps", te: 'గౌరవ రెవెన్యూ, రిజిస్ట్రేషన్ మరియు స్టాంపుల శాఖ మంత్రి' },
    initials: 'ASP',
    hue: 205,
  },
];

const cardManualSections: DocumentSection[] = [
  {
    heading: '1. About CARD',
    paragraphs: [
      'CARD (Computer Aided Administration of Registration Department) is the application used at every Sub-Registrar Office to register documents, collect duties and fees, capture photographs and biometrics, scan registered documents, maintain the indexes and issue encumbrance certificates and certified copies.',
      'All offices work on a central database at the State Data Centre, so an encumbrance search shows documents registered at any office as soon as they are indexed.',
    ],
  },
  {
    heading: '2. Logging in and roles',
    paragraphs: ['Each user logs in with a personal user ID, password and OTP sent to the registered mobile number. What a user can do depends on the role assigned by the District Registrar.'],
    bullets: [
      'Sub-Registrar: admits and registers documents, signs endorsements, certificates and copies.',
      'Operator: enters and checks document particulars, receipts and index entries.',
      'Scanner operator: scans registered documents and checks image quality.',
      'District Registrar: manages users, condones delays, approves refunds and views reports.',
    ],
  },
  {
    heading: '3. Receiving a document',
    paragraphs: ['When the parties arrive for their slot, open the public data entry record with the acknowledgement number. The particulars entered by the parties are shown for verification.'],
    bullets: [
      'Compare the particulars with the document: parties, property schedule, consideration and market value.',
      'The system checks the prohibited property list and shows any match; do not proceed if a match is confirmed.',
      'Print the check slip, have the presenter verify and sign it, and correct any mistake before proceeding.',
    ],
  },
  {
    heading: '4. Duty, fees and receipts',
    paragraphs: ['The system calculates stamp duty, transfer duty, registration fee and user charges from the nature of the document and the higher of the market value and the consideration.'],
    bullets: [
      'Verify online payments against the challan numbers; the system rejects a challan that has already been used.',
      'Lock e-stamp certificates against the document so that they cannot be used again.',
      'Where duty is short, the document cannot proceed until the deficit is paid or the document is impounded.',
    ],
  },
  {
    heading: '5. Admission of execution and biometrics',
    bullets: [
      'Capture the photograph and fingerprint of every executant and claimant, and authenticate with Aadhaar where consent is given.',
      'Record the admission of execution and the identifying witnesses.',
      'Print the endorsements under Sections 52, 58 and 59 and the certificate of registration, and sign them.',
    ],
  },
  {
    heading: '6. Scanning and return',
    paragraphs: ['Scan every page of the registered document at the prescribed resolution. The scanned image is the copy in the book, so check each page for legibility before accepting the scan.'],
    bullets: [
      'Return the document to the person named in the receipt on the same day.',
      'If scanning fails, record the reason; pending documents are shown on the dashboard of the District Registrar.',
    ],
  },
  {
    heading: '7. Indexing',
    paragraphs: ['Index entries are created from the verified particulars. Check the property details carefully: errors in survey or door numbers make the document invisible to encumbrance searches.'],
  },
  {
    heading: '8. Encumbrance certificates and certified copies',
    bullets: [
      'Search by property or by document number, select the period and generate the certificate.',
      'Sign the certificate with the digital signature token, or print and sign it for counter applications.',
      'For certified copies, select the document, verify the fee and sign the copy digitally.',
    ],
  },
  {
    heading: '9. Impounding, refunds and corrections',
    paragraphs: ['Some documents cannot be completed on the day they are presented. CARD keeps them in separate queues so that none is lost.'],
    bullets: [
      'Impound an insufficiently stamped document from the Stamps menu; the system prints the impounding report for the District Registrar and holds the document until the order is received.',
      'Refund applications approved by the District Registrar are shown against the challan or e-stamp certificate, which is then locked.',
      'Errors in the index found after registration are corrected only on the orders of the District Registrar; the original entry and the correction both remain visible in the history.',
    ],
  },
  {
    heading: '10. Marriages, firms and societies',
    bullets: [
      'Couples, partners and societies apply online under Marriages, Firms and Societies and pay the fee there; each application reaches its registrar in the MIS menu, Miscellaneous: HMR and SMR for the Sub-Registrar, Firms and Societies for the District Registrar.',
      'Register a marriage only after both parties and the three witnesses have appeared before you with their proofs; tick that they did. The registration number and the certificate follow at once.',
      'A special marriage\'s notice is published on the portal when its fee is paid and stands 30 days for objections; hear each objection and decide it with reasons. The marriage can be registered from the 31st day until the notice lapses three months after it was published.',
      'Return an application for correction with remarks that say what is wrong; the applicant is told by SMS and submits it again.',
    ],
  },
  {
    heading: '11. Security of the system',
    bullets: [
      'Never share your password, OTP or digital signature token, and never let anyone else work under your login.',
      'Lock the screen whenever you leave the counter, and log out at the end of the day.',
      'Every action is recorded with the user ID, time and terminal; the audit trail is reviewed during inspections.',
      'Report a lost token or a suspected misuse of your login to the District Registrar at once.',
    ],
  },
  {
    heading: '12. Day-end and reports',
    bullets: [
      'Close the day only after all registered documents have been scanned or recorded as pending.',
      'Reconcile the receipts with the bank scroll and the challan report.',
      'Daily, monthly and annual reports of documents, revenue and pending work are available under the Reports menu.',
    ],
  },
  {
    heading: '13. Troubleshooting',
    bullets: [
      'Biometric device not detected: reconnect the device and restart the device service; if it still fails, raise a ticket with the device serial number.',
      'Challan not found: check the challan number and date; payments can take up to 30 minutes to appear.',
      'For any other problem, call the help desk on 14544 with the office code and the document or acknowledgement number.',
    ],
  },
];

export const notifications: SeedNotification[] = [
  {
    title: NOTARIES_NOTICE_TITLE,
    file: xlsx(NOTARIES_NOTICE_FILE, notariesNoticeSheet(DEMO_NOTARIES, DOCUMENT_DAY)),
  },
  {
    title: { en: 'Card User Manual', te: 'కార్డ్ వినియోగదారు మాన్యువల్' },
    file: pdf('card-user-manual.pdf', {
      title: 'CARD User Manual',
      subtitle: 'Computer Aided Administration of Registration Department: a guide for Sub-Registrar Offices',
      paragraphs: [
        'This manual describes the everyday work of a Sub-Registrar Office in CARD, from receiving a document to closing the day. It is meant for Sub-Registrars, operators and scanner operators, and for District Registrars who supervise them.',
      ],
      sections: cardManualSections,
    }),
  },
];
