import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGES, type StaffPageId } from '@igrs/domain';

/** Sets the browser tab's title to the page's own, then the department's name. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const department = t('frame.departmentName');
    document.title = title ? `${title} | ${department}` : department;
  }, [title, t]);
}

/** A menu page's title, as its menu names it, set on the browser tab too. */
export function useMenuPageTitle(pageId: StaffPageId): string {
  const { i18n } = useTranslation();
  const title = STAFF_PAGES[pageId].title[i18n.resolvedLanguage === 'te' ? 'te' : 'en'];
  usePageTitle(title);
  return title;
}
