import { revenueDistricts, sroOffices, type BilingualText, type SroOffice, type VillageKind, type Ward } from '@igrs/domain';
import { LOCALITY_ROOTS, LOCALITY_SUFFIXES, PLACE_ROOTS, STREETS, TOWN_SUFFIXES, VILLAGE_SUFFIXES } from './names.ts';
import { seededRandom, type SeededRandom } from '../random.ts';

export interface DemoMandal {
  code: string;
  revenueDistrictCode: string;
  name: BilingualText;
  isTown: boolean;
}

export interface DemoVillage {
  code: string;
  mandalCode: string;
  kind: VillageKind;
  name: BilingualText;
  sroCode: string;
  localBodyTypeCode: string;
  wards: Ward[];
}

export interface DemoContact {
  sroCode: string;
  address: BilingualText;
  pinCode: string;
  phone: string;
}

export interface DemoGeography {
  mandals: DemoMandal[];
  villages: DemoVillage[];
  contacts: DemoContact[];
}

const GEOGRAPHY_SEED = 20_250_201;

/** The first three digits of the district's PIN codes and its headquarters' STD code. */
const POSTAL: Record<string, { pinPrefix: string; stdCode: string }> = {
  '01': { pinPrefix: '532', stdCode: '08942' },
  '02': { pinPrefix: '535', stdCode: '08922' },
  '03': { pinPrefix: '530', stdCode: '0891' },
  '04': { pinPrefix: '533', stdCode: '0884' },
  '05': { pinPrefix: '534', stdCode: '08812' },
  '06': { pinPrefix: '521', stdCode: '0866' },
  '07': { pinPrefix: '522', stdCode: '0863' },
  '08': { pinPrefix: '523', stdCode: '08592' },
  '09': { pinPrefix: '524', stdCode: '0861' },
  '10': { pinPrefix: '517', stdCode: '08572' },
  '11': { pinPrefix: '516', stdCode: '08562' },
  '12': { pinPrefix: '515', stdCode: '08554' },
  '13': { pinPrefix: '518', stdCode: '08518' },
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const digits = (random: SeededRandom, count: number) => Array.from({ length: count }, (_, index) => random.int(index === 0 ? 2 : 0, 9)).join('');

/** Draws names until one is new to the district, so no two places of a district share a name. */
function uniqueName(random: SeededRandom, used: Set<string>, draw: () => BilingualText): BilingualText {
  for (;;) {
    const name = draw();
    if (!used.has(name.en)) {
      used.add(name.en);
      return name;
    }
  }
}

const joined = (root: BilingualText, suffix: BilingualText): BilingualText => ({ en: root.en + suffix.en, te: root.te + suffix.te });
const spaced = (root: BilingualText, suffix: BilingualText): BilingualText => ({ en: `${root.en} ${suffix.en}`, te: `${root.te} ${suffix.te}` });

/** The district registrar's own office, written `(R.O)` after the town. */
const isRegistrarOffice = (office: SroOffice) => /\(R\.[O0]\.?\)/i.test(office.description.en);

/** The registrar's office first: it serves the district's headquarters town, which is generated first. */
function officesOf(districtCode: string): SroOffice[] {
  const offices = sroOffices.filter((office) => office.state === 'AP' && office.revenueDistrictCode === districtCode);
  return [...offices.filter(isRegistrarOffice), ...offices.filter((office) => !isRegistrarOffice(office))];
}

function generateDistrict(districtCode: string): DemoGeography {
  const random = seededRandom(GEOGRAPHY_SEED + Number(districtCode));
  const used = new Set<string>();
  const mandals: DemoMandal[] = [];
  const places: Omit<DemoVillage, 'sroCode'>[] = [];
  const mandalCount = random.int(8, 12);
  const townCount = random.int(2, 3);

  for (let serial = 1; serial <= mandalCount; serial += 1) {
    const isTown = serial <= townCount;
    const code = `${districtCode}${pad(serial, 2)}`;
    const name = uniqueName(random, used, () => joined(random.pick(PLACE_ROOTS), random.pick(isTown ? TOWN_SUFFIXES : VILLAGE_SUFFIXES)));
    mandals.push({ code, revenueDistrictCode: districtCode, name, isTown });

    let placeSerial = 0;
    const place = (kind: VillageKind, placeName: BilingualText, localBodyTypeCode: string, wards: Ward[] = []) => {
      placeSerial += 1;
      places.push({ code: `${code}${pad(placeSerial, 3)}`, mandalCode: code, kind, name: placeName, localBodyTypeCode, wards });
    };

    if (isTown) {
      // The headquarters town is a municipal corporation; the others are municipalities.
      const townBody = serial === 1 ? '1' : random.pick(['2', '3']);
      let nextWard = 1;
      for (let locality = random.int(4, 7); locality > 0; locality -= 1) {
        const wards = Array.from({ length: random.int(2, 3) }, () => ({
          ward: String(nextWard++),
          blocks: Array.from({ length: random.int(2, 3) }, (_, block) => String(block + 1)),
        }));
        const localityName = uniqueName(random, used, () =>
          random.chance(0.6) ? spaced(random.pick(LOCALITY_ROOTS), random.pick(LOCALITY_SUFFIXES)) : joined(random.pick(PLACE_ROOTS), random.pick(TOWN_SUFFIXES)),
        );
        place('urban', localityName, townBody, wards);
      }
      for (let village = random.int(2, 5); village > 0; village -= 1) {
        place('rural', uniqueName(random, used, () => joined(random.pick(PLACE_ROOTS), random.pick(VILLAGE_SUFFIXES))), '8');
      }
    } else {
      // A mandal is named after its headquarters village.
      place('rural', name, '5');
      for (let village = random.int(5, 11); village > 0; village -= 1) {
        place('rural', uniqueName(random, used, () => joined(random.pick(PLACE_ROOTS), random.pick(VILLAGE_SUFFIXES))), random.pick(['4', '5']));
      }
    }
  }

  // Neighbouring places share an office: the places, in order, are cut into one run per office.
  const offices = officesOf(districtCode);
  const villages = places.map((entry, index) => ({ ...entry, sroCode: offices[Math.floor((index * offices.length) / places.length)]?.code ?? '' }));

  const districtName = revenueDistricts.find((entry) => entry.code === districtCode)?.description;
  const postal = POSTAL[districtCode];
  if (!districtName || !postal) throw new Error(`No name or postal codes for revenue district ${districtCode}`);
  const contacts = offices.map((office): DemoContact => {
    const town = office.description.en.replace(/\s*\(.*\)\s*$/, '').toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());
    const townTe = office.description.te.replace(/\s*\(.*\)\s*$/, '');
    const street = random.pick(STREETS);
    const door = `${random.int(1, 30)}-${random.int(1, 12)}-${random.int(1, 99)}`;
    const pinCode = `${postal.pinPrefix}${pad(random.int(1, 499), 3)}`;
    const registrar = isRegistrarOffice(office) ? { en: 'Office of the District Registrar', te: 'జిల్లా రిజిస్ట్రార్ కార్యాలయం' } : { en: 'Office of the Sub-Registrar', te: 'సబ్-రిజిస్ట్రార్ కార్యాలయం' };
    return {
      sroCode: office.code,
      address: {
        en: `${registrar.en}, Door No. ${door}, ${street.en}, ${town}, ${districtName.en} District, Andhra Pradesh ${pinCode}`,
        te: `${registrar.te}, డోర్ నం. ${door}, ${street.te}, ${townTe}, ${districtName.te} జిల్లా, ఆంధ్రప్రదేశ్ ${pinCode}`,
      },
      pinCode,
      phone: `${postal.stdCode}-${digits(random, 11 - postal.stdCode.length)}`,
    };
  });

  return { mandals, villages, contacts };
}

/** The demonstration's mandals, villages, localities and office contacts: the same on every run. */
export function generateGeography(): DemoGeography {
  const districts = revenueDistricts.map((district) => generateDistrict(district.code));
  return {
    mandals: districts.flatMap((district) => district.mandals),
    villages: districts.flatMap((district) => district.villages),
    contacts: districts.flatMap((district) => district.contacts),
  };
}
