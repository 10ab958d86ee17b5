import { useState } from 'react';

interface DecisionWithRemarksProps {
  /** Makes the remarks field's id unique on a page of many. */
  id: string;
  remarksLabel: string;
  yesLabel: string;
  noLabel: string;
  /** The remarks as typed, trimmed; the server says if a refusal needs them. */
  onDecide: (yes: boolean, remarks: string) => void;
  /** What the server said against the last decision, shown under the remarks. */
  error?: string | undefined;
}

/** An officer's yes or no on one record of a list, with remarks (a refusal says why). */
export function DecisionWithRemarks({ id, remarksLabel, yesLabel, noLabel, onDecide, error }: DecisionWithRemarksProps) {
  const [remarks, setRemarks] = useState('');
  const errorId = `remarks-${id}-error`;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end">
      <div>
        <label htmlFor={`remarks-${id}`} className="form-label small mb-0">
          {remarksLabel}
        </label>
        <input
          id={`remarks-${id}`}
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
        />
        {error ? (
          <div id={errorId} className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </div>
      <button type="button" className="btn btn-success btn-sm" onClick={() => onDecide(true, remarks.trim())}>
        {yesLabel}
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onDecide(false, remarks.trim())}>
        {noLabel}
      </button>
    </div>
  );
}
