import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SLOT_BOOKING_DAYS_AHEAD, findSroOffice, formatDisplayDate, formatRupees, isWorkingDay, toDayMonthYearTime, toYearMonthDay, type ApplicationView } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SandboxPaymentNotice } from '../../../components/ui/SandboxPaymentNotice.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { payApplication, useBookSlot, useOfficeDaySlots } from '../api/applications.ts';
import { FeesTable } from './FeesTable.tsx';

/** The working days a slot can be booked on: from tomorrow's side of now up to the booking window. */
function bookableDays(now = new Date()): string[] {
  const days: string[] = [];
  for (let ahead = 0; ahead <= SLOT_BOOKING_DAYS_AHEAD; ahead += 1) {
    const day = toYearMonthDay(new Date(now.getTime() + ahead * 86_400_000));
    if (isWorkingDay(day)) days.push(day);
  }
  return days;
}


/**
 * The slot at the office and the payment, in either order: a slot chosen
 * before paying is held while the payer pays and confirmed by the payment;
 * a paid application books a confirmed slot at once, and may change it once.
 */
export function SlotAndPayment({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const book = useBookSlot(application.applicationId);
  const days = useMemo(() => bookableDays(), []);
  const [date, setDate] = useState(application.slot?.date && days.includes(application.slot.date) ? application.slot.date : (days[1] ?? days[0] ?? ''));
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const sroCode = application.getStarted.sroCode;
  const slots = useOfficeDaySlots(sroCode, date);
  const office = findSroOffice(sroCode);
  const fail = (error: unknown) => {
    setProblem(errorText(error));
    setAttempt((value) => value + 1);
  };

  if (application.status === 'draft' || application.status === 'sent-back' || !application.fees) {
    return (
      <p className="alert alert-info">
        {t('slot.submitFirst')} <Link to={`/Registration/${application.applicationId}/review`}>{t('steps.review')}</Link>
      </p>
    );
  }
  const due = application.fees.payableRupees - application.paidRupees;
  const unpaid = application.status === 'submitted' && due > 0;
  const confirmed = application.slot?.status === 'confirmed';
  const mayChoose = ['submitted', 'paid', 'slot-booked'].includes(application.status) && (!confirmed || application.reschedulesLeft > 0);
  const free = (slots.data?.slots ?? []).filter((slot) => slot.free);

  return (
    <div>
      <ErrorSummary errors={problem ? [{ message: problem }] : []} version={attempt} />
      <section aria-labelledby="slot-heading" className="mb-4">
        <h3 id="slot-heading" className="h5">
          {t('slot.title', { office: office ? pick(office.description) : sroCode })}
        </h3>
        {application.slot ? (
          <p className={`alert ${confirmed ? 'alert-success' : 'alert-warning'}`} role="status">
            {confirmed
              ? t('slot.confirmed', { date: formatDisplayDate(application.slot.date), time: application.slot.time })
              : t('slot.held', { date: formatDisplayDate(application.slot.date), time: application.slot.time, until: application.slot.heldUntil ? toDayMonthYearTime(application.slot.heldUntil) : '' })}
            {confirmed ? ` ${t('slot.reschedulesLeft', { left: application.reschedulesLeft })}` : ''}
          </p>
        ) : (
          <p>{t('slot.intro')}</p>
        )}
        {mayChoose ? (
          <form
            noValidate
            className="card card-body"
            onSubmit={(event) => {
              event.preventDefault();
              if (!time) return fail(t('slot.chooseTime'));
              book.mutateAsync({ date, time }).then(() => setProblem(undefined), fail);
            }}
          >
            <div className="mb-3">
              <label htmlFor="slotDate" className="form-label">
                {t('slot.date')}
              </label>
              <select
                id="slotDate"
                className="form-select w-auto"
                value={date}
                onChange={(event) => {
                  setDate(event.target.value);
                  setTime('');
                }}
              >
                {days.map((day) => (
                  <option key={day} value={day}>
                    {formatDisplayDate(day)}
                  </option>
                ))}
              </select>
            </div>
            {slots.data && !slots.data.open ? (
              <p className="alert alert-warning">{slots.data.closedReason ? t('slot.closedBecause', { reason: pick(slots.data.closedReason) }) : t('slot.closed')}</p>
            ) : (
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('slot.time', { free: free.length })}</legend>
                <div className="d-flex flex-wrap gap-2">
                  {free.map((slot) => (
                    <div key={slot.time}>
                      <input className="btn-check" type="radio" name="slotTime" id={`slot-${slot.time}`} value={slot.time} checked={time === slot.time} onChange={() => setTime(slot.time)} />
                      <label className="btn btn-outline-primary btn-sm" htmlFor={`slot-${slot.time}`}>
                        {slot.time}
                      </label>
                    </div>
                  ))}
                </div>
              </fieldset>
            )}
            <div>
              <button type="submit" className="btn btn-primary" disabled={!slots.data?.open}>
                {confirmed ? t('slot.change') : t('slot.book')}
              </button>
            </div>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="pay-heading">
        <h3 id="pay-heading" className="h5">
          {t('pay.title')}
        </h3>
        <FeesTable application={application} />
        {unpaid ? (
          <>
            <p>{t('pay.intro', { amount: formatRupees(due) })}</p>
            <SandboxPaymentNotice />
            <button type="button" className="btn btn-success" onClick={() => void payApplication(application.applicationId).catch(fail)}>
              {t('pay.pay', { amount: formatRupees(due) })}
            </button>
          </>
        ) : (
          <p className="alert alert-success">{t('pay.paid')}</p>
        )}
      </section>
    </div>
  );
}
