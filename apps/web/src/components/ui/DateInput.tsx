import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DateInputProps {
  /** The field's name: the day, month and year inputs are `<id>-day`, `<id>-month` and `<id>-year`. */
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** `YYYY-MM-DD`, or '' when nothing is entered. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  className?: string;
}

type Parts = { day: string; month: string; year: string };

function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { day: match[3]!, month: match[2]!, year: match[1]! } : { day: '', month: '', year: '' };
}

/** What the three fields say as one value: '' when all are empty; otherwise YYYY-MM-DD, which the schema checks is a real day. */
function composed({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const FIELDS = [
  { part: 'day', width: 2, size: 'igrs-date-2' },
  { part: 'month', width: 2, size: 'igrs-date-2' },
  { part: 'year', width: 4, size: 'igrs-date-4' },
] as const;

/**
 * A date as day, month and year in three numeric fields under one legend, in
 * the order Indian forms write it (DD-MM-YYYY), the way GOV.UK asks for dates:
 * no picker that shows mm/dd/yyyy beside a hint that says otherwise.
 */
export function DateInput({ id, legend, hint, error, value, onChange, onBlur, className = '' }: DateInputProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (a reset, a link) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (value !== shown && value !== composed(parts)) {
    setShown(value);
    setParts(partsOf(value));
  }
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const change = (part: keyof Parts, text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '') };
    setParts(next);
    setShown(composed(next));
    onChange(composed(next));
  };

  return (
    <fieldset className={`igrs-date-input ${className}`} aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {hint ? (
        <div id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block mt-0 mb-1">
          {error}
        </div>
      ) : null}
      <div className="d-flex gap-2">
        {FIELDS.map(({ part, width, size }) => (
          <div key={part}>
            <label htmlFor={`${id}-${part}`} className="form-label small mb-0">
              {t(`dateInput.${part}`)}
            </label>
            <input
              id={`${id}-${part}`}
              name={`${id}-${part}`}
              className={`form-control ${size}${error ? ' is-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={width}
              aria-invalid={!!error}
              value={parts[part]}
              onChange={(event) => change(part, event.target.value)}
              onBlur={onBlur}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
