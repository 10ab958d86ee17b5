import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPart, seriousViolations } from '../../test/render.tsx';
import { DateInput } from './DateInput.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FormField } from './FormField.tsx';

afterEach(cleanup);

describe('the error summary', () => {
  it('takes focus when it appears, and each problem leads to its field, a date to its day', async () => {
    const { container } = await renderPart(
      <>
        <ErrorSummary
          version={1}
          errors={[
            { fieldId: 'applicantName', message: 'Name: This field is required.' },
            { fieldId: 'executedOn', message: 'Date of execution: Enter a real date.' },
            { message: 'The server could not be reached.' },
          ]}
        />
        <FormField id="applicantName" label="Name" error="This field is required.">
          {(describedBy) => <input id="applicantName" aria-describedby={describedBy} aria-invalid />}
        </FormField>
        <DateInput id="executedOn" legend="Date of execution" value="" onChange={() => undefined} error="Enter a real date." />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('There is a problem');
    fireEvent.click(screen.getByRole('link', { name: 'Name: This field is required.' }));
    expect(document.activeElement?.id).toBe('applicantName');
    fireEvent.click(screen.getByRole('link', { name: 'Date of execution: Enter a real date.' }));
    expect(document.activeElement?.id).toBe('executedOn-day');
    expect(screen.queryByRole('link', { name: 'The server could not be reached.' })).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says so in Telugu', async () => {
    await renderPart(<ErrorSummary version={1} errors={[{ message: 'x' }]} />, 'te');
    expect(screen.getByRole('alert').textContent).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe('a form field', () => {
  it('ties its hint and error to the input', async () => {
    const { container } = await renderPart(
      <FormField id="mobile" label="Mobile number" hint="10 digits, without +91." error="Enter a 10-digit mobile number.">
        {(describedBy) => <input id="mobile" aria-describedby={describedBy} aria-invalid />}
      </FormField>,
    );
    const input = screen.getByLabelText('Mobile number');
    expect(input.getAttribute('aria-describedby')).toBe('mobile-hint mobile-error');
    expect(document.getElementById('mobile-hint')?.textContent).toBe('10 digits, without +91.');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
