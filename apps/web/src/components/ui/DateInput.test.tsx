import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderPart, seriousViolations } from '../../test/render.tsx';
import { DateInput } from './DateInput.tsx';

afterEach(cleanup);

function Holder({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput id="executedOn" legend="Date of execution" hint="For example 27-03-2024" error={error} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the date input', () => {
  it('asks for day, month and year under one legend and gives YYYY-MM-DD', async () => {
    await renderPart(<Holder />);
    const group = screen.getByRole('group', { name: 'Date of execution' });
    fireEvent.change(within(group).getByLabelText('Day'), { target: { value: '7' } });
    fireEvent.change(within(group).getByLabelText('Month'), { target: { value: '3' } });
    fireEvent.change(within(group).getByLabelText('Year'), { target: { value: '2024' } });
    expect(screen.getByTestId('value').textContent).toBe('2024-03-07');
    // Only digits are taken.
    fireEvent.change(within(group).getByLabelText('Day'), { target: { value: '2a7' } });
    expect(screen.getByTestId('value').textContent).toBe('2024-03-27');
  });

  it('shows a value given to it, and nothing at all as the empty value', async () => {
    await renderPart(<Holder initial="2026-11-24" />);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('24');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('11');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('2026');
    for (const part of ['Day', 'Month', 'Year']) fireEvent.change(screen.getByLabelText(part), { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('ties its hint and error to the group, marks each field invalid, and passes axe', async () => {
    const { container } = await renderPart(<Holder error="Enter a real date, as DD-MM-YYYY." />);
    const group = screen.getByRole('group', { name: 'Date of execution' });
    expect(group.getAttribute('aria-describedby')).toBe('executedOn-hint executedOn-error');
    expect(document.getElementById('executedOn-error')?.textContent).toBe('Enter a real date, as DD-MM-YYYY.');
    expect(within(group).getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('labels its fields in Telugu', async () => {
    await renderPart(<Holder />, 'te');
    expect(screen.getByLabelText('రోజు')).toBeTruthy();
    expect(screen.getByLabelText('సంవత్సరం')).toBeTruthy();
  });
});
