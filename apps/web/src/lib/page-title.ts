import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to the page's own, then the department's name. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const department = t('frame.departmentName');
    document.title = title ? `${title} | ${department}` : department;
  }, [title, t]);
}
