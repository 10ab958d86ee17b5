import type { BilingualText } from '@igrs/domain';
import type { DocumentSection } from '../files.ts';
import { docx, type SeedItem, type SeedList } from './types.ts';

type TemplateGroup = 'transfers' | 'agreements-and-leases' | 'mortgages' | 'authorities-and-wills';

interface Party {
  placeholder: string;
  role: string;
}

interface DeedTemplate {
  group: TemplateGroup;
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  heading: string;
  parties: Party[];
  recitals: string[];
  clauses: string[];
  /** Headings for the recitals and the operative clauses, where the usual wording of a deed does not fit. */
  headings?: { recitals: string; clauses: string };
  /** Whether the deed describes immovable property in a schedule. */
  schedule: boolean;
  signatories: string[];
}

const SCHEDULE: DocumentSection = {
  heading: 'Schedule of property',
  table: {
    columns: ['Particulars', 'Details'],
    rows: [
      ['District', '[District]'],
      ['Sub-Registrar Office', '[Sub-Registrar Office]'],
      ['Mandal or municipality', '[Mandal or municipality]'],
      ['Village or locality', '[Village or locality]'],
      ['Survey number, plot number or door number', '[Survey, plot or door number]'],
      ['Extent', '[Extent in acres, square yards or square feet]'],
      ['Built-up area, if any', '[Plinth area in square feet and year of construction]'],
      ['Boundaries', 'North: [North]; South: [South]; East: [East]; West: [West]'],
    ],
  },
};

function partyParagraph(party: Party): string {
  return `${party.placeholder}, son / daughter / wife of [Name of father or husband], aged about [Age] years, occupation [Occupation], Aadhaar number ending [Last four digits], residing at [Full address] (hereinafter called the ${party.role.toUpperCase()}, which expression shall include heirs, executors, administrators and assigns).`;
}

function templateItem(template: DeedTemplate): SeedItem {
  const [first, ...others] = template.parties;
  const partyParagraphs = first ? [partyParagraph(first), ...others.flatMap((party) => ['AND', partyParagraph(party)])] : [];
  const sections: DocumentSection[] = [
    { heading: template.headings?.recitals ?? 'Recitals', paragraphs: template.recitals },
    {
      heading: template.headings?.clauses ?? 'Now this deed witnesses as follows',
      paragraphs: template.clauses.map((clause, index) => `${index + 1}. ${clause}`),
    },
  ];
  if (template.schedule) sections.push(SCHEDULE);
  sections.push({
    heading: 'Signatures',
    paragraphs: [
      `In witness whereof the ${template.signatories.join(' and the ')} ${template.signatories.length === 1 ? 'has' : 'have'} signed this ${template.heading.toLowerCase()} on the day, month and year first above written, in the presence of the witnesses below.`,
    ],
    table: {
      columns: ['Signed by', 'Signature'],
      rows: [...template.signatories.map((role) => [`[Name of ${role}] (${role})`, '']), ['Witness 1: [Name and address]', ''], ['Witness 2: [Name and address]', '']],
    },
  });
  return {
    group: template.group,
    title: template.title,
    summary: template.summary,
    referenceNumber: template.reference,
    itemDate: template.date,
    file: docx(`template-${template.slug}.docx`, {
      title: template.title.en.toUpperCase(),
      subtitle: 'Template: replace every entry in square brackets, delete clauses that do not apply, and print on paper of the size used for registration.',
      paragraphs: [`This ${template.heading} is made and executed on this [Day] day of [Month], [Year] at [Place], ${template.parties.length === 1 ? 'by' : 'by and between'}:`, ...partyParagraphs],
      sections,
    }),
  };
}

const templates: DeedTemplate[] = [
  {
    group: 'transfers',
    date: '2024-03-18',
    reference: 'Template T-01',
    slug: 'sale-deed',
    title: { en: 'Sale deed', te: 'విక్రయ దస్తావేజు' },
    summary: {
      en: 'Template for the sale of land, a house or a flat for a price, with the schedule of property and covenants of title.',
      te: 'ధరకు భూమి, ఇల్లు లేదా ఫ్లాటు విక్రయానికి నమూనా; ఆస్తి షెడ్యూలు, హక్కు హామీలతో.',
    },
    heading: 'Deed of Sale',
    parties: [
      { placeholder: '[Name of Vendor]', role: 'Vendor' },
      { placeholder: '[Name of Purchaser]', role: 'Purchaser' },
    ],
    recitals: [
      'WHEREAS the Vendor is the absolute owner and in possession of the property described in the Schedule below, having acquired it under [Nature of document] registered as document number [Document number] of [Year] in the office of the Sub-Registrar, [Office];',
      'WHEREAS the Vendor has agreed to sell, and the Purchaser has agreed to buy, the Schedule property for a total consideration of Rs.[Amount in figures] (Rupees [Amount in words] only);',
    ],
    clauses: [
      'In consideration of Rs.[Amount in figures] paid by the Purchaser to the Vendor by [Mode of payment: bank transfer, cheque or demand draft number and date], the receipt of which the Vendor acknowledges, the Vendor hereby sells and conveys the Schedule property to the Purchaser absolutely.',
      'The Vendor has this day delivered vacant possession of the Schedule property to the Purchaser.',
      'The Vendor declares that the Schedule property is free from all encumbrances, charges, mortgages, attachments and claims, and that it is not a property prohibited from registration.',
      'The Vendor shall indemnify the Purchaser against any loss caused by a defect in the Vendor\'s title.',
      'The Purchaser may have the property transferred to the Purchaser\'s name in the revenue and municipal records, and the Vendor shall sign any papers required for this.',
      'The market value of the Schedule property is Rs.[Market value] and stamp duty has been paid on Rs.[Value on which duty is paid].',
    ],
    schedule: true,
    signatories: ['Vendor', 'Purchaser'],
  },
  {
    group: 'transfers',
    date: '2024-07-12',
    reference: 'Template T-02',
    slug: 'gift-deed',
    title: { en: 'Gift deed', te: 'దాన దస్తావేజు' },
    summary: {
      en: 'Template for a gift of immovable property out of love and affection, with acceptance by the donee.',
      te: 'ప్రేమాభిమానాలతో స్థిరాస్తిని దానం చేసేందుకు నమూనా; దానం స్వీకర్త అంగీకారంతో.',
    },
    heading: 'Deed of Gift',
    parties: [
      { placeholder: '[Name of Donor]', role: 'Donor' },
      { placeholder: '[Name of Donee]', role: 'Donee' },
    ],
    recitals: [
      'WHEREAS the Donor is the absolute owner of the property described in the Schedule below, having acquired it under [Nature of document] registered as document number [Document number] of [Year];',
      'WHEREAS the Donee is the [Relationship] of the Donor, and the Donor, out of natural love and affection, wishes to gift the Schedule property to the Donee;',
    ],
    clauses: [
      'The Donor hereby gifts and transfers the Schedule property to the Donee absolutely, without any consideration.',
      'The Donee accepts the gift, as shown by the Donee\'s signature on this deed, and the Donor has delivered possession to the Donee.',
      'The Donor declares that the Schedule property is free from all encumbrances.',
      'The market value of the Schedule property is Rs.[Market value]. Where the concessional rate of duty for family members is claimed, proof of the relationship is attached.',
    ],
    schedule: true,
    signatories: ['Donor', 'Donee'],
  },
  {
    group: 'transfers',
    date: '2021-05-10',
    reference: 'Template T-03',
    slug: 'settlement-deed',
    title: { en: 'Settlement deed', te: 'సెటిల్‌మెంట్ దస్తావేజు' },
    summary: {
      en: 'Template for settling property on family members during the settlor\'s lifetime, with a life interest where reserved.',
      te: 'సెటిలర్ జీవించి ఉండగానే కుటుంబ సభ్యులకు ఆస్తిని సెటిల్ చేసేందుకు నమూనా; జీవితకాల హక్కు ఉంచుకుంటే దానితో సహా.',
    },
    heading: 'Deed of Settlement',
    parties: [
      { placeholder: '[Name of Settlor]', role: 'Settlor' },
      { placeholder: '[Name of Settlee]', role: 'Settlee' },
    ],
    recitals: [
      'WHEREAS the Settlor is the absolute owner of the property described in the Schedule below;',
      'WHEREAS the Settlee is the [Relationship] of the Settlor, and the Settlor wishes to make provision for the Settlee;',
    ],
    clauses: [
      'The Settlor hereby settles the Schedule property on the Settlee, to be held by the Settlee absolutely [after the lifetime of the Settlor, the Settlor reserving a life interest in its income].',
      'The Settlee accepts the settlement, as shown by the Settlee\'s signature on this deed.',
      'This settlement is irrevocable.',
    ],
    schedule: true,
    signatories: ['Settlor', 'Settlee'],
  },
  {
    group: 'transfers',
    date: '2022-12-05',
    reference: 'Template T-04',
    slug: 'release-deed',
    title: { en: 'Release deed', te: 'విడుదల దస్తావేజు' },
    summary: {
      en: 'Template for a co-owner or legal heir relinquishing a share in property in favour of the other co-owners.',
      te: 'సహ యజమాని లేదా వారసుడు ఆస్తిలో తన వాటాను ఇతర సహ యజమానులకు అనుకూలంగా వదులుకునేందుకు నమూనా.',
    },
    heading: 'Deed of Release',
    parties: [
      { placeholder: '[Name of Releasor]', role: 'Releasor' },
      { placeholder: '[Name of Releasee]', role: 'Releasee' },
    ],
    recitals: [
      'WHEREAS the Schedule property belonged to [Name of deceased owner or earlier owner], and on [Event: death or acquisition] the Releasor and the Releasee became entitled to it as co-owners, each having a [Fraction] share;',
      'WHEREAS the Releasor has agreed to release the Releasor\'s share in favour of the Releasee [for a consideration of Rs.[Amount] / without consideration];',
    ],
    clauses: [
      'The Releasor hereby releases and relinquishes all the Releasor\'s right, title and interest in the Schedule property in favour of the Releasee.',
      'The Releasor shall have no claim to the Schedule property hereafter.',
      'The market value of the share released is Rs.[Market value of the share].',
    ],
    schedule: true,
    signatories: ['Releasor', 'Releasee'],
  },
  {
    group: 'transfers',
    date: '2023-06-12',
    reference: 'Template T-05',
    slug: 'partition-deed',
    title: { en: 'Partition deed', te: 'విభజన దస్తావేజు' },
    summary: {
      en: 'Template for dividing joint family or co-owned property among the members, with a schedule for each share.',
      te: 'ఉమ్మడి కుటుంబ లేదా సహ యాజమాన్య ఆస్తిని సభ్యుల మధ్య విభజించేందుకు నమూనా; ప్రతి వాటాకు షెడ్యూలుతో.',
    },
    heading: 'Deed of Partition',
    parties: [
      { placeholder: '[Name of first sharer]', role: 'First Party' },
      { placeholder: '[Name of second sharer]', role: 'Second Party' },
    ],
    recitals: [
      'WHEREAS the parties are members of a joint family [or co-owners] and jointly own the properties described in the Schedules below;',
      'WHEREAS the parties, for convenient enjoyment, have decided to divide the properties by metes and bounds;',
    ],
    clauses: [
      'The property described in Schedule A is allotted to the First Party, who shall hold it absolutely.',
      'The property described in Schedule B is allotted to the Second Party, who shall hold it absolutely.',
      'Each party relinquishes all claim to the property allotted to the other.',
      'The parties have taken possession of their respective shares from this day.',
      'The total market value of the properties is Rs.[Total market value], and the value of the separated shares is Rs.[Value of separated shares].',
    ],
    schedule: true,
    signatories: ['First Party', 'Second Party'],
  },
  {
    group: 'agreements-and-leases',
    date: '2023-10-16',
    reference: 'Template T-06',
    slug: 'agreement-of-sale',
    title: { en: 'Agreement of sale', te: 'విక్రయ ఒప్పంద పత్రం' },
    summary: {
      en: 'Template for an agreement to sell property, recording the advance paid, the balance and the time for completing the sale.',
      te: 'ఆస్తి అమ్మకానికి ఒప్పంద నమూనా; చెల్లించిన అడ్వాన్సు, మిగిలిన మొత్తం, విక్రయం పూర్తి చేసే గడువుతో.',
    },
    heading: 'Agreement of Sale',
    parties: [
      { placeholder: '[Name of Vendor]', role: 'Vendor' },
      { placeholder: '[Name of Purchaser]', role: 'Purchaser' },
    ],
    recitals: ['WHEREAS the Vendor is the absolute owner of the property described in the Schedule below and has agreed to sell it to the Purchaser for a total price of Rs.[Total price];'],
    clauses: [
      'The Purchaser has paid Rs.[Advance] as advance by [Mode of payment], the receipt of which the Vendor acknowledges.',
      'The balance of Rs.[Balance] shall be paid on or before [Date], on which date the Vendor shall execute and present a registered sale deed in favour of the Purchaser or the Purchaser\'s nominee.',
      'The Vendor shall produce all title documents and an encumbrance certificate for the last [Number] years before the sale deed is executed.',
      '[Possession shall be delivered only on execution of the sale deed.] Where possession is delivered under this agreement, stamp duty is payable as on a conveyance.',
      'If the Vendor fails to complete the sale, the Purchaser may seek specific performance; if the Purchaser fails to pay the balance in time, the advance shall be dealt with as follows: [Terms].',
    ],
    schedule: true,
    signatories: ['Vendor', 'Purchaser'],
  },
  {
    group: 'agreements-and-leases',
    date: '2020-02-03',
    reference: 'Template T-07',
    slug: 'lease-deed',
    title: { en: 'Lease deed', te: 'లీజు దస్తావేజు' },
    summary: {
      en: 'Template for a lease of land or buildings for more than one year, which must be registered.',
      te: 'ఒక సంవత్సరం కంటే ఎక్కువ కాలానికి భూమి లేదా భవనాల లీజుకు నమూనా; దీనిని తప్పనిసరిగా రిజిస్టర్ చేయాలి.',
    },
    heading: 'Deed of Lease',
    parties: [
      { placeholder: '[Name of Lessor]', role: 'Lessor' },
      { placeholder: '[Name of Lessee]', role: 'Lessee' },
    ],
    recitals: ['WHEREAS the Lessor is the owner of the property described in the Schedule below and has agreed to lease it to the Lessee on the terms below;'],
    clauses: [
      'The lease is for a period of [Number] years commencing on [Date].',
      'The Lessee shall pay a monthly rent of Rs.[Rent] on or before the [Day] day of each month, increased by [Percentage] per cent every [Number] years.',
      'The Lessee has paid a refundable security deposit of Rs.[Deposit], which shall be returned without interest at the end of the lease after deducting any dues.',
      'The Lessee shall use the property only for [Purpose] and shall not sublet it without the written consent of the Lessor.',
      'Either party may end the lease by [Number] months\' notice in writing.',
      'Stamp duty is paid on the total rent for the period of the lease, the premium and the deposit as required by the Schedule.',
    ],
    schedule: true,
    signatories: ['Lessor', 'Lessee'],
  },
  {
    group: 'agreements-and-leases',
    date: '2019-07-22',
    reference: 'Template T-08',
    slug: 'rental-agreement-residential',
    title: { en: 'Rental agreement for residential premises (eleven months)', te: 'నివాస గృహానికి అద్దె ఒప్పందం (పదకొండు నెలలు)' },
    summary: {
      en: 'Template for renting a house or flat for eleven months, which need not be registered but must be stamped.',
      te: 'ఇల్లు లేదా ఫ్లాటును పదకొండు నెలలకు అద్దెకు ఇచ్చేందుకు నమూనా; రిజిస్ట్రేషన్ అవసరం లేదు కానీ స్టాంపు తప్పనిసరి.',
    },
    heading: 'Rental Agreement',
    parties: [
      { placeholder: '[Name of Owner]', role: 'Owner' },
      { placeholder: '[Name of Tenant]', role: 'Tenant' },
    ],
    recitals: ['WHEREAS the Owner has agreed to let the residential premises described in the Schedule below to the Tenant for residence;'],
    clauses: [
      'The tenancy is for eleven months from [Date], and may be renewed by a fresh agreement.',
      'The monthly rent is Rs.[Rent], payable on or before the [Day] day of each month, exclusive of electricity and water charges.',
      'The Tenant has paid a security deposit of Rs.[Deposit], refundable on vacating the premises.',
      'The Tenant shall keep the premises in good condition and shall not make structural changes.',
      'Either party may end the tenancy by one month\'s notice.',
    ],
    schedule: true,
    signatories: ['Owner', 'Tenant'],
  },
  {
    group: 'agreements-and-leases',
    date: '2025-06-30',
    reference: 'Template T-09',
    slug: 'development-agreement-cum-gpa',
    title: { en: 'Development agreement-cum-general power of attorney', te: 'అభివృద్ధి ఒప్పందం మరియు సాధారణ అధికార పత్రం' },
    summary: {
      en: 'Template for an owner authorising a developer to build on the land and sell the developer\'s share of the built-up area.',
      te: 'భూమిపై నిర్మాణం చేసి, నిర్మిత విస్తీర్ణంలో తన వాటాను అమ్ముకునేందుకు యజమాని డెవలపర్‌కు అధికారం ఇచ్చే నమూనా.',
    },
    heading: 'Development Agreement-cum-General Power of Attorney',
    parties: [
      { placeholder: '[Name of Owner]', role: 'Owner' },
      { placeholder: '[Name of Developer, with the name of its authorised signatory]', role: 'Developer' },
    ],
    recitals: ['WHEREAS the Owner owns the land described in the Schedule below, and the Developer has agreed to construct a building on it at the Developer\'s cost in accordance with a plan approved by [Approving authority];'],
    clauses: [
      'The Developer shall complete the construction within [Number] months of the approval of the plan.',
      'The built-up area shall be shared as follows: [Percentage] per cent to the Owner and [Percentage] per cent to the Developer, the flats falling to each being listed in the annexure.',
      'The Owner appoints the Developer as the Owner\'s attorney to obtain approvals, construct the building, and sell the Developer\'s share of flats with the proportionate undivided share of land.',
      'The Developer shall pay the Owner a refundable deposit of Rs.[Deposit].',
      'Stamp duty is paid on the market value of the land as required for development agreements.',
    ],
    schedule: true,
    signatories: ['Owner', 'Developer'],
  },
  {
    group: 'mortgages',
    date: '2023-05-02',
    reference: 'Template T-10',
    slug: 'simple-mortgage-deed',
    title: { en: 'Mortgage deed (simple mortgage)', te: 'తనఖా దస్తావేజు (సాధారణ తనఖా)' },
    summary: {
      en: 'Template for mortgaging property as security for a loan without delivering possession to the lender.',
      te: 'స్వాధీనం ఇవ్వకుండా రుణానికి భద్రతగా ఆస్తిని తనఖా పెట్టేందుకు నమూనా.',
    },
    heading: 'Deed of Simple Mortgage',
    parties: [
      { placeholder: '[Name of Mortgagor]', role: 'Mortgagor' },
      { placeholder: '[Name of Mortgagee]', role: 'Mortgagee' },
    ],
    recitals: ['WHEREAS the Mortgagor has borrowed Rs.[Amount] from the Mortgagee and has agreed to secure its repayment with interest by mortgaging the property described in the Schedule below;'],
    clauses: [
      'The Mortgagor shall repay the principal with interest at [Rate] per cent per annum in [Number] instalments of Rs.[Instalment], the first falling due on [Date].',
      'The Mortgagor hereby mortgages the Schedule property to the Mortgagee as security for the repayment, without delivering possession.',
      'If the Mortgagor fails to repay, the Mortgagee may have the Schedule property sold through the court and apply the proceeds towards the debt.',
      'The Mortgagor shall not sell or further encumber the Schedule property while the debt remains unpaid.',
      'On full repayment, the Mortgagee shall execute a receipt or release, which the Mortgagor may register.',
    ],
    schedule: true,
    signatories: ['Mortgagor', 'Mortgagee'],
  },
  {
    group: 'authorities-and-wills',
    date: '2022-11-21',
    reference: 'Template T-11',
    slug: 'general-power-of-attorney',
    title: { en: 'General power of attorney', te: 'సాధారణ అధికార పత్రం (జీపీఏ)' },
    summary: {
      en: 'Template for appointing an agent to manage property, appear before registering officers and sign documents.',
      te: 'ఆస్తిని నిర్వహించేందుకు, రిజిస్ట్రేషన్ అధికారుల ముందు హాజరయ్యేందుకు, దస్తావేజులపై సంతకం చేసేందుకు ప్రతినిధిని నియమించే నమూనా.',
    },
    heading: 'General Power of Attorney',
    parties: [
      { placeholder: '[Name of Principal]', role: 'Principal' },
      { placeholder: '[Name of Agent]', role: 'Agent' },
    ],
    recitals: ['WHEREAS the Principal owns the property described in the Schedule below and is unable to attend to it personally because [Reason];'],
    clauses: [
      'The Principal appoints the Agent as the Principal\'s lawful attorney to do the following acts in respect of the Schedule property: [List the acts: manage, let, collect rent, pay taxes, sell, mortgage].',
      'The Agent may sign and present for registration any document needed to carry out these acts and admit its execution before the registering officer.',
      'The Principal shall ratify all acts lawfully done by the Agent under this power.',
      'This power shall end on its cancellation by a registered deed, or on the death of the Principal.',
    ],
    schedule: true,
    signatories: ['Principal', 'Agent'],
  },
  {
    group: 'authorities-and-wills',
    date: '2025-01-20',
    reference: 'Template T-12',
    slug: 'will',
    title: { en: 'Will', te: 'వీలునామా' },
    summary: {
      en: 'Template for a will bequeathing property, signed by the testator and attested by two witnesses; registration is optional.',
      te: 'ఆస్తిని వారసులకు సంక్రమింపజేసే వీలునామా నమూనా; రాసిన వ్యక్తి సంతకం, ఇద్దరు సాక్షుల ధృవీకరణతో. రిజిస్ట్రేషన్ ఐచ్ఛికం.',
    },
    heading: 'Will',
    parties: [{ placeholder: '[Name of Testator]', role: 'Testator' }],
    recitals: [
      'I, the Testator, being of sound mind and making this will of my own free will, revoke all earlier wills and codicils made by me.',
      'My family consists of: [Names of spouse, children and other dependants, with their relationship].',
    ],
    clauses: [
      'I bequeath the property described in the Schedule below to [Name of legatee], [Relationship], absolutely.',
      'I bequeath my other movable and immovable properties as follows: [Details].',
      'I appoint [Name of executor] as the executor of this will.',
      'This will shall take effect only after my death.',
    ],
    headings: { recitals: 'Declaration', clauses: 'Bequests' },
    schedule: true,
    signatories: ['Testator'],
  },
];

export const documentTemplatesList: SeedList = {
  list: 'document-templates',
  groups: [
    { key: 'transfers', label: { en: 'Sales, gifts and other transfers', te: 'విక్రయాలు, దానాలు మరియు ఇతర బదిలీలు' } },
    { key: 'agreements-and-leases', label: { en: 'Agreements and leases', te: 'ఒప్పందాలు మరియు లీజులు' } },
    { key: 'mortgages', label: { en: 'Mortgages', te: 'తనఖాలు' } },
    { key: 'authorities-and-wills', label: { en: 'Powers of attorney and wills', te: 'అధికార పత్రాలు మరియు వీలునామాలు' } },
  ],
  items: templates.map(templateItem),
};
