import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF_PAGES } from '@igrs/domain';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a grievance in the browser', () => {
  it('is filed in Telugu, answered and closed by the office, and its answer read back with the reference and mobile', async () => {
    const context = await newContext(browser, { language: 'te' });
    const page = await context.newPage();
    await openPage(page, '/Grievances');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('కార్యాలయ జిల్లా').selectOption('07');
    await page.getByLabel('కార్యాలయం', { exact: true }).selectOption('701');
    await page.getByLabel('మీ పేరు').fill('Gollapudi Anitha');
    await page.getByRole('textbox', { name: 'మీ మొబైల్ నంబర్' }).first().fill('9848076543');
    await page.locator('textarea#description').fill('The certified copy I applied for three weeks ago has not been given.');
    await page.locator('img.igrs-captcha').waitFor();
    await page.getByLabel(/చిత్రంలోని 6 అక్షరాలను/).fill(inject('captchaAnswer'));
    await page.getByRole('button', { name: 'ఫిర్యాదు దాఖలు చేయండి' }).click();
    const filed = page.getByRole('status').filter({ hasText: /GRV-\d{4}-\d{6}/ });
    await filed.waitFor();
    const reference = /GRV-\d{4}-\d{6}/.exec(await filed.innerText())![0];
    expect(await seriousViolations(page)).toEqual([]);

    const officeContext = await newContext(browser);
    const office = await officeContext.newPage();
    await signInThroughForm(office, 'demo_sro');
    await openPage(office, STAFF_PAGES.grievances.path);
    const item = office.getByRole('listitem').filter({ hasText: reference });
    await item.getByLabel('Step').selectOption('resolved');
    await item.getByLabel('What was done or said').fill('The certified copy was handed over on 25 November.');
    await item.getByRole('button', { name: 'Record the step' }).click();
    await item.getByText('The certified copy was handed over on 25 November.').waitFor();
    await officeContext.close();

    await page.getByLabel('రిఫరెన్స్').fill(reference);
    await page.getByRole('textbox', { name: 'మీ మొబైల్ నంబర్' }).last().fill('9848076543');
    await page.getByRole('button', { name: 'చూపించు' }).click();
    const answer = page.getByRole('region', { name: new RegExp(reference) });
    await answer.getByText('The certified copy was handed over on 25 November.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
