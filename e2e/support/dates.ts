import type { Page } from 'playwright-core';

/** Types a date into the day, month and year fields under its legend, as a person would. */
export async function fillDate(page: Page, legend: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Day').fill(day ?? '');
  await group.getByLabel('Month').fill(month ?? '');
  await group.getByLabel('Year').fill(year ?? '');
}
