import type { BilingualText } from '../i18n/index.ts';
import type { RegisterPropertyKind } from './constants.ts';

export interface DescribableSchedule {
  kind: RegisterPropertyKind;
  villageName: BilingualText;
  surveyNumber: string;
  ward: string;
  block: string;
  doorNumber: string;
  plotNumber: string;
  layoutName: string;
  apartmentName: string;
  flatNumber: string;
  extent: string;
  extentUnit: 'acres' | 'sq-yards';
  plinthAreaSqFt: string | null;
}

const UNITS = { acres: { en: 'Ac.', te: 'ఎ.' }, 'sq-yards': { en: 'Sq. Yds.', te: 'చ.గ.' } } as const;

/** The one-line schedule an EC prints: "Sy. No. 123/2A, Ac. 1.2500, Kothapalle". */
export function describeSchedule(schedule: DescribableSchedule): BilingualText {
  const parts: { en: string; te: string }[] = [];
  const add = (value: string, en: string, te: string) => {
    if (value) parts.push({ en: `${en} ${value}`, te: `${te} ${value}` });
  };
  if (schedule.kind === 'flat') {
    add(schedule.flatNumber, 'Flat No.', 'ఫ్లాట్ నం.');
    if (schedule.apartmentName) parts.push({ en: schedule.apartmentName, te: schedule.apartmentName });
    if (schedule.plinthAreaSqFt) parts.push({ en: `${schedule.plinthAreaSqFt} Sq. Ft.`, te: `${schedule.plinthAreaSqFt} చ.అ.` });
  }
  add(schedule.surveyNumber, 'Sy. No.', 'సర్వే నం.');
  add(schedule.ward, 'Ward', 'వార్డు');
  add(schedule.block, 'Block', 'బ్లాక్');
  add(schedule.doorNumber, 'Door No.', 'డోర్ నం.');
  add(schedule.plotNumber, 'Plot No.', 'ప్లాట్ నం.');
  if (schedule.layoutName) parts.push({ en: schedule.layoutName, te: schedule.layoutName });
  const unit = UNITS[schedule.extentUnit];
  parts.push({
    en: `${schedule.kind === 'flat' ? 'Undivided share ' : ''}${unit.en} ${schedule.extent}`,
    te: `${schedule.kind === 'flat' ? 'అవిభాజ్య వాటా ' : ''}${unit.te} ${schedule.extent}`,
  });
  parts.push(schedule.villageName);
  return { en: parts.map((part) => part.en).join(', '), te: parts.map((part) => part.te).join(', ') };
}
