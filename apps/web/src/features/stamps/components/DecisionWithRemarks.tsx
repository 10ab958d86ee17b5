import { useState } from 'react';

interface DecisionWithRemarksProps {
  /** Makes the remarks field's id unique on a page of many. */
  id: string;
  remarksLabel: string;
  yesLabel: string;
  noLabel: string;
  /** The remarks as typed, trimmed; the server says if a refusal needs them. */
  onDecide: (yes: boolean, remarks: string) => void;
}

/** An officer's yes or no on one record of a list, with remarks (a refusal says why). */
export function DecisionWithRemarks({ id, remarksLabel, yesLabel, noLabel, onDecide }: DecisionWithRemarksProps) {
  const [remarks, setRemarks] = useState('');
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end">
      <div>
        <label htmlFor={`remarks-${id}`} className="form-label small mb-0">
          {remarksLabel}
        </label>
        <input id={`remarks-${id}`} className="form-control form-control-sm" value={remarks} onChange={(event) => setRemarks(event.target.value)} />
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
