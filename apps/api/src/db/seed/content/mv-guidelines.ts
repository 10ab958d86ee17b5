import type { BilingualText } from '@igrs/domain';
import { dated, pdf, xlsx, type SeedList } from './types.ts';

const MV_SIGNATURE = ['Commissioner & Inspector General', 'Registration & Stamps, Andhra Pradesh'];

interface VillageValue {
  mandal: string;
  village: string;
  wet: number;
  dry: number;
}

/** Per-acre values: dry land is valued below wet land, and road-abutting land carries the premium the guidelines allow. */
function agriculturalRows(villages: VillageValue[]): (string | number)[][] {
  return villages.flatMap((entry) => [
    [entry.mandal, entry.village, 'Wet', entry.wet, Math.round(entry.wet * 1.25)],
    [entry.mandal, entry.village, 'Dry', entry.dry, Math.round(entry.dry * 1.25)],
  ]);
}

const gunturVillages: VillageValue[] = [
  { mandal: 'Pedakakani', village: 'Pedakakani', wet: 4200000, dry: 3600000 },
  { mandal: 'Pedakakani', village: 'Nambur', wet: 3800000, dry: 3200000 },
  { mandal: 'Pedakakani', village: 'Takkellapadu', wet: 3500000, dry: 3000000 },
  { mandal: 'Tadepalli', village: 'Undavalli', wet: 6500000, dry: 5800000 },
  { mandal: 'Tadepalli', village: 'Penumaka', wet: 6000000, dry: 5200000 },
  { mandal: 'Mangalagiri', village: 'Nidamarru', wet: 5200000, dry: 4600000 },
  { mandal: 'Mangalagiri', village: 'Chinakakani', wet: 4800000, dry: 4100000 },
  { mandal: 'Tenali', village: 'Angalakuduru', wet: 2900000, dry: 2300000 },
  { mandal: 'Tenali', village: 'Kolakaluru', wet: 2600000, dry: 2100000 },
  { mandal: 'Duggirala', village: 'Chilavuru', wet: 2400000, dry: 1900000 },
  { mandal: 'Thullur', village: 'Rayapudi', wet: 7000000, dry: 6400000 },
  { mandal: 'Thullur', village: 'Mandadam', wet: 6800000, dry: 6100000 },
];

const krishnaVillages: VillageValue[] = [
  { mandal: 'Gannavaram', village: 'Kesarapalli', wet: 4600000, dry: 3900000 },
  { mandal: 'Gannavaram', village: 'Buddavaram', wet: 3900000, dry: 3300000 },
  { mandal: 'Penamaluru', village: 'Poranki', wet: 7200000, dry: 6500000 },
  { mandal: 'Penamaluru', village: 'Kanuru', wet: 7800000, dry: 7000000 },
  { mandal: 'Gudivada', village: 'Bommuluru', wet: 1800000, dry: 1400000 },
  { mandal: 'Pamarru', village: 'Kurumaddali', wet: 1600000, dry: 1250000 },
  { mandal: 'Machilipatnam', village: 'Chilakalapudi', wet: 2300000, dry: 1900000 },
  { mandal: 'Unguturu', village: 'Atkuru', wet: 2100000, dry: 1700000 },
];

const visakhapatnamLocalities: [string, string, number][] = [
  ['Dwaraka Nagar', 'Main Road', 95000],
  ['Dwaraka Nagar', 'Inner lanes', 72000],
  ['Madhurawada', 'NH-16 frontage', 58000],
  ['Madhurawada', 'Inner lanes', 41000],
  ['MVP Colony', 'Sector 1 to 4', 68000],
  ['MVP Colony', 'Sector 5 to 10', 61000],
  ['Gajuwaka', 'Main Road', 52000],
  ['Gajuwaka', 'Inner lanes', 36000],
  ['Seethammadhara', 'Main Road', 74000],
  ['Pendurthi', 'Main Road', 28000],
  ['Pendurthi', 'Inner lanes', 19000],
  ['Rushikonda', 'Beach Road', 82000],
];

const buildingClasses: [string, string, number][] = [
  ['RCC roof, framed structure', 'Residential', 1850],
  ['RCC roof, framed structure', 'Commercial', 2200],
  ['RCC roof, load-bearing walls', 'Residential', 1550],
  ['Madras terrace or jack arch roof', 'Residential', 1200],
  ['Asbestos or metal sheet roof', 'Residential', 850],
  ['Asbestos or metal sheet roof', 'Commercial or industrial shed', 950],
  ['Tiled roof', 'Residential', 700],
  ['Thatched roof', 'Residential', 300],
];

interface Notice {
  date: string;
  reference: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  body: string[];
}

const notices: Notice[] = [
  {
    date: '2026-09-15',
    reference: 'Memo No. MV1/9921/2026',
    slug: 'draft-market-values-objections',
    title: {
      en: 'Draft market values for the revision of 2027: invitation of objections',
      te: '2027 సవరణకు ముసాయిదా మార్కెట్ విలువలు: అభ్యంతరాల ఆహ్వానం',
    },
    summary: {
      en: 'Draft revised values are displayed at every Sub-Registrar Office and on the portal; objections may be filed within 15 days.',
      te: 'ముసాయిదా సవరించిన విలువలను ప్రతి సబ్ రిజిస్ట్రార్ కార్యాలయంలో, పోర్టల్‌లో ప్రదర్శించారు; 15 రోజుల్లోగా అభ్యంతరాలు దాఖలు చేయవచ్చు.',
    },
    body: [
      'The Market Value Revision Committees of the districts have proposed revised market values of lands and buildings for the revision to take effect in 2027.',
      'The draft values are displayed on the notice board of every Sub-Registrar Office and on the portal. Any person may file objections or suggestions, with reasons and supporting evidence such as recent sale deeds, before the Sub-Registrar or online, within 15 days from the date of this notice.',
      'The committees will consider every objection before the values are finalised.',
    ],
  },
  {
    date: '2025-05-30',
    reference: 'Memo No. MV1/5170/2025',
    slug: 'revision-of-market-values-2025',
    title: {
      en: 'Revision of market values of lands and buildings with effect from 01-06-2025',
      te: '01-06-2025 నుండి భూములు మరియు భవనాల మార్కెట్ విలువల సవరణ',
    },
    summary: {
      en: 'Revised market values approved for urban and rural areas of all districts apply to documents presented on or after 01-06-2025.',
      te: 'అన్ని జిల్లాల పట్టణ, గ్రామీణ ప్రాంతాలకు ఆమోదించిన సవరించిన మార్కెట్ విలువలు 01-06-2025 లేదా ఆ తర్వాత సమర్పించే దస్తావేజులకు వర్తిస్తాయి.',
    },
    body: [
      'The revised market values of lands and buildings proposed by the Market Value Revision Committees and approved by the Government shall come into force on 01-06-2025.',
      'The revised values have been loaded into the CARD system and the property value tool on the portal. Sub-Registrars shall verify that the values shown for their jurisdictions agree with the approved registers and report any discrepancy at once.',
      'Documents executed before 01-06-2025 but presented on or after that date shall be dealt with in accordance with the instructions in force on the date of presentation.',
    ],
  },
  {
    date: '2022-01-28',
    reference: 'Memo No. MV2/1047/2022',
    slug: 'special-revision-capital-region',
    title: {
      en: 'Special revision of market values in villages of the capital region',
      te: 'రాజధాని ప్రాంత గ్రామాల్లో మార్కెట్ విలువల ప్రత్యేక సవరణ',
    },
    summary: {
      en: 'Values in selected villages of the capital region are revised to reflect the development of roads and layouts there.',
      te: 'రాజధాని ప్రాంతంలోని ఎంపిక చేసిన గ్రామాల్లో రోడ్లు, లేఅవుట్ల అభివృద్ధికి అనుగుణంగా విలువలను సవరించారు.',
    },
    body: [
      'The development of arterial roads and approved layouts has changed land prices in several villages of the capital region far more than elsewhere.',
      'Under the Andhra Pradesh Revision of Market Value Guidelines Rules, 1998, a special revision has been approved for the villages listed in the annexure, with effect from 01-02-2022.',
      'The revised values apply to plots in approved layouts and to agricultural land abutting the new roads. Values elsewhere remain unchanged.',
    ],
  },
  {
    date: '2020-07-31',
    reference: 'Memo No. MV1/8810/2020',
    slug: 'deferment-of-general-revision-2020',
    title: {
      en: 'Deferment of the general revision of market values for 2020-21',
      te: '2020-21 మార్కెట్ విలువల సాధారణ సవరణ వాయిదా',
    },
    summary: {
      en: 'The general revision due on 01-08-2020 is deferred, and the existing values continue until further orders.',
      te: '01-08-2020న జరగాల్సిన సాధారణ సవరణను వాయిదా వేశారు; తదుపరి ఉత్తర్వుల వరకు ప్రస్తుత విలువలే కొనసాగుతాయి.',
    },
    body: [
      'In view of the disruption of economic activity and the fall in the number of registrations during the pandemic, the Government have decided to defer the general revision of market values due on 01-08-2020.',
      'The market values in force on 31-07-2020 shall continue to apply until further orders.',
    ],
  },
];

export const mvGuidelinesList: SeedList = {
  list: 'mv-guidelines',
  groups: [
    { key: 'revision-notifications', label: { en: 'Revision notifications', te: 'సవరణ ప్రకటనలు' } },
    { key: 'value-registers', label: { en: 'Market value registers', te: 'మార్కెట్ విలువ రిజిస్టర్లు' } },
    { key: 'procedures', label: { en: 'Guidelines and procedures', te: 'మార్గదర్శకాలు మరియు విధానాలు' } },
  ],
  items: [
    ...notices.map((notice) => ({
      group: 'revision-notifications',
      title: notice.title,
      summary: notice.summary,
      referenceNumber: notice.reference,
      itemDate: notice.date,
      file: pdf(`mv-${notice.date.slice(0, 7)}-${notice.slug}.pdf`, {
        title: notice.title.en,
        subtitle: `${notice.reference}, dated ${dated(notice.date)}`,
        paragraphs: notice.body,
        signature: MV_SIGNATURE,
      }),
    })),
    {
      group: 'value-registers',
      title: { en: 'Market values of agricultural land: Guntur district, 2025', te: 'వ్యవసాయ భూముల మార్కెట్ విలువలు: గుంటూరు జిల్లా, 2025' },
      summary: {
        en: 'Values per acre by mandal and village for wet and dry land, with the value for land abutting a road.',
        te: 'మండలం, గ్రామం వారీగా మాగాణి, మెట్ట భూములకు ఎకరా విలువలు; రోడ్డుకు ఆనుకొని ఉన్న భూమి విలువతో సహా.',
      },
      referenceNumber: 'MV Register GNT/2025',
      itemDate: '2025-06-01',
      file: xlsx('market-values-agricultural-guntur-2025.xlsx', {
        sheetName: 'Guntur 2025',
        title: 'Market values of agricultural land: Guntur district, 2025',
        columns: ['Mandal', 'Village', 'Classification', 'Value per acre (Rs.)', 'Value per acre abutting road (Rs.)'],
        rows: agriculturalRows(gunturVillages),
      }),
    },
    {
      group: 'value-registers',
      title: { en: 'Market values of house sites: Visakhapatnam urban, 2025', te: 'ఇంటి స్థలాల మార్కెట్ విలువలు: విశాఖపట్నం పట్టణం, 2025' },
      summary: {
        en: 'Values per square yard by locality and street for house sites in Visakhapatnam city.',
        te: 'విశాఖపట్నం నగరంలోని ఇంటి స్థలాలకు ప్రాంతం, వీధి వారీగా చదరపు గజం విలువలు.',
      },
      referenceNumber: 'MV Register VSP-U/2025',
      itemDate: '2025-06-01',
      file: xlsx('market-values-house-sites-visakhapatnam-2025.xlsx', {
        sheetName: 'Visakhapatnam 2025',
        title: 'Market values of house sites: Visakhapatnam urban, 2025',
        columns: ['Locality', 'Street or stretch', 'Value per square yard (Rs.)'],
        rows: visakhapatnamLocalities.map(([locality, street, value]) => [locality, street, value]),
      }),
    },
    {
      group: 'value-registers',
      title: { en: 'Rates of construction per square foot by class of building, 2025', te: 'భవన రకం వారీగా చదరపు అడుగు నిర్మాణ ధరలు, 2025' },
      summary: {
        en: 'Rates used to value the structure of a building, by type of roof and use, applicable throughout the State.',
        te: 'భవన నిర్మాణ విలువ లెక్కింపునకు పైకప్పు రకం, వినియోగం వారీగా రాష్ట్రమంతటా వర్తించే ధరలు.',
      },
      referenceNumber: 'MV Register BLDG/2025',
      itemDate: '2025-06-01',
      file: xlsx('building-rates-per-square-foot-2025.xlsx', {
        sheetName: 'Building rates 2025',
        title: 'Rates of construction per square foot by class of building, 2025',
        columns: ['Class of construction', 'Use', 'Rate per square foot (Rs.)'],
        rows: buildingClasses.map(([construction, use, rate]) => [construction, use, rate]),
      }),
    },
    {
      group: 'value-registers',
      title: { en: 'Market values of agricultural land: Krishna district, 2023', te: 'వ్యవసాయ భూముల మార్కెట్ విలువలు: కృష్ణా జిల్లా, 2023' },
      summary: {
        en: 'Values per acre by mandal and village for wet and dry land in Krishna district, in force from 2023 until the 2025 revision.',
        te: '2023 నుండి 2025 సవరణ వరకు అమలులో ఉన్న కృష్ణా జిల్లా మాగాణి, మెట్ట భూముల మండలం, గ్రామం వారీ ఎకరా విలువలు.',
      },
      referenceNumber: 'MV Register KRI/2023',
      itemDate: '2023-06-01',
      file: xlsx('market-values-agricultural-krishna-2023.xlsx', {
        sheetName: 'Krishna 2023',
        title: 'Market values of agricultural land: Krishna district, 2023',
        columns: ['Mandal', 'Village', 'Classification', 'Value per acre (Rs.)', 'Value per acre abutting road (Rs.)'],
        rows: agriculturalRows(krishnaVillages),
      }),
    },
    {
      group: 'procedures',
      title: { en: 'Guidelines for classification of land for market value', te: 'మార్కెట్ విలువ కోసం భూమి వర్గీకరణ మార్గదర్శకాలు' },
      summary: {
        en: 'How registering officers decide whether land is agricultural, a house site or commercial, and when the road-abutting value applies.',
        te: 'భూమి వ్యవసాయమా, ఇంటి స్థలమా, వాణిజ్యమా అని రిజిస్ట్రేషన్ అధికారులు ఎలా నిర్ణయిస్తారు, రోడ్డు ఆనుకొని ఉన్న విలువ ఎప్పుడు వర్తిస్తుంది.',
      },
      referenceNumber: 'Memo No. MV3/6402/2021',
      itemDate: '2021-11-08',
      file: pdf('mv-2021-11-guidelines-for-classification-of-land.pdf', {
        title: 'Guidelines for classification of land for market value',
        subtitle: `Memo No. MV3/6402/2021, dated ${dated('2021-11-08')}`,
        paragraphs: [
          'The market value of a property depends on its classification. Registering officers shall classify land on the facts existing on the date of presentation of the document, as recorded in the revenue records and seen on inspection where required.',
        ],
        table: {
          columns: ['Classification', 'When it applies', 'Unit of value'],
          rows: [
            ['Agricultural (wet or dry)', 'Land recorded and used for cultivation, outside approved layouts', 'Per acre; 125% of the value where the land abuts a public road'],
            ['House site', 'Plots in approved or regularised layouts, and land converted for non-agricultural use', 'Per square yard'],
            ['Commercial', 'Plots on roads notified as commercial, or used for shops and offices', 'Per square yard, at the commercial rate'],
            ['Building', 'Structures on the land', 'Per square foot of plinth area by class of construction'],
          ],
        },
        sections: [
          {
            heading: 'Points to note',
            bullets: [
              'Land converted under the Andhra Pradesh Agricultural Land (Conversion for Non-Agricultural Purposes) Act, 2006 is valued as a house site from the date of conversion.',
              'Where a survey number is partly abutting a road, only the extent within 100 metres of the road is valued at the road-abutting rate.',
              'Record the classification adopted and the reason on the check slip.',
            ],
          },
        ],
        signature: MV_SIGNATURE,
      }),
    },
    {
      group: 'procedures',
      title: { en: 'Fixing the value of properties not covered by the market value register', te: 'మార్కెట్ విలువ రిజిస్టరులో లేని ఆస్తుల విలువ నిర్ణయం' },
      summary: {
        en: 'The procedure to be followed when the register has no value for a survey number, street or new layout.',
        te: 'ఏదైనా సర్వే నంబరు, వీధి లేదా కొత్త లేఅవుట్‌కు రిజిస్టరులో విలువ లేనప్పుడు పాటించాల్సిన విధానం.',
      },
      referenceNumber: 'Memo No. MV2/3318/2019',
      itemDate: '2019-04-15',
      file: pdf('mv-2019-04-value-of-properties-not-in-register.pdf', {
        title: 'Fixing the value of properties not covered by the market value register',
        subtitle: `Memo No. MV2/3318/2019, dated ${dated('2019-04-15')}`,
        paragraphs: [
          'New layouts, newly formed streets and subdivided survey numbers are sometimes not found in the market value register. Registering officers shall not admit documents in such cases at a value chosen by the parties.',
          'The Sub-Registrar shall adopt the value of the nearest comparable property in the register, having regard to classification and road access, and shall report the case to the District Registrar within three days with a sketch of the location.',
          'The District Registrar shall, after inspection where needed, fix the value and cause it to be entered in the register so that the same value is adopted for later documents.',
        ],
        signature: MV_SIGNATURE,
      }),
    },
  ],
};
