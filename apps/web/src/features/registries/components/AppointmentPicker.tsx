import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isCalendarDate, toYearMonthDay, type RegistryEntryView, type officeDaySlotsSchema } from '@igrs/domain';
import type { z } from 'zod';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBookAppointment } from '../api/registries.ts';

type OfficeDay = z.infer<typeof officeDaySlotsSchema>;

/** The couple's appointment: a day (a special marriage's first day is the one after its notice has stood), then one of the office's free times. */
export function AppointmentPicker({ view }: { view: RegistryEntryView }) {
  const { t } = useTranslation('registries');
  const firstDay = view.notice ? addDays(view.notice.objectionsUntil, 1) : addDays(toYearMonthDay(new Date()), 1);
  const [date, setDate] = useState(firstDay > toYearMonthDay(new Date()) ? firstDay : addDays(toYearMonthDay(new Date()), 1));
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string>();
  const book = useBookAppointment(view.entryId);
  const day = useQuery({
    queryKey: ['office-slots', view.sroCode, date],
    queryFn: ({ signal }) => apiRequest<OfficeDay>(`/offices/${view.sroCode}/slots`, { signal, query: { date } }),
    enabled: isCalendarDate(date),
  });
  const free = (day.data?.slots ?? []).filter((slot) => slot.free);
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{view.appointment ? t('appointmentChange') : t('appointmentBook')}</legend>
      <p className="small">{view.notice ? t('appointmentNoticeHelp') : t('appointmentHelp')}</p>
      <DateInput id="appointment-date" legend={t('appointmentDay')} value={date} onChange={(value) => { setDate(value); setTime(''); }} />
      {day.data && !day.data.open ? <p className="mt-2">{t('officeClosed')}</p> : null}
      {day.data?.open && free.length === 0 ? <p className="mt-2">{t('noFreeSlot')}</p> : null}
      {free.length > 0 ? (
        <div className="mt-2" role="radiogroup" aria-label={t('appointmentTime')}>
          {free.map((slot) => (
            <div key={slot.time} className="form-check form-check-inline">
              <input className="form-check-input" type="radio" name="appointment-time" id={`time-${slot.time}`} value={slot.time} checked={time === slot.time} onChange={() => setTime(slot.time)} />
              <label className="form-check-label" htmlFor={`time-${slot.time}`}>
                {slot.time}
              </label>
            </div>
          ))}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger mt-2" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="mt-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!time || book.isPending}
          onClick={() => book.mutateAsync({ date, time }).then(() => setFailure(undefined), (error: Error) => setFailure(error.message))}
        >
          {t('appointmentConfirm')}
        </button>
      </div>
    </fieldset>
  );
}
