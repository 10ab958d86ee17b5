import type { BilingualText } from '../i18n/index.ts';

/** When a sub-registrar office receives the public: the hours, and the days it does. */
export interface WorkingHours {
  /** `HH:mm`, 24-hour clock, Indian Standard Time. */
  readonly opens: string;
  readonly closes: string;
}

export const SRO_WORKING_HOURS: WorkingHours = { opens: '10:30', closes: '17:00' };

export const SRO_WORKING_DAYS: BilingualText = {
  en: 'Monday to Saturday, except the second Saturday and public holidays',
  te: 'సోమవారం నుండి శనివారం వరకు, రెండవ శనివారం మరియు ప్రభుత్వ సెలవు దినాలు మినహా',
};

function clockTime(time: string): BilingualText {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelveHour = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  const partOfDay = hours < 12 ? 'ఉదయం' : hours < 16 ? 'మధ్యాహ్నం' : 'సాయంత్రం';
  return { en: `${twelveHour} ${hours < 12 ? 'AM' : 'PM'}`, te: `${partOfDay} ${twelveHour}` };
}

/** `10:30 AM – 5:00 PM, Monday to Saturday, except …` in both languages. */
export function workingHoursText(hours: WorkingHours): BilingualText {
  const opens = clockTime(hours.opens);
  const closes = clockTime(hours.closes);
  return {
    en: `${opens.en} – ${closes.en}, ${SRO_WORKING_DAYS.en}`,
    te: `${opens.te} – ${closes.te}, ${SRO_WORKING_DAYS.te}`,
  };
}
