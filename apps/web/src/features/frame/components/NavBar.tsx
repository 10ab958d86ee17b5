import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_BASE_PATH, type MenuItem } from '@igrs/domain';
import { Dropdown, type DropdownEntry } from '../../../components/ui/Dropdown.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { logout } from '../../../lib/logout.ts';
import { useMenu } from '../../../lib/menu.ts';
import { useStoredLogin } from '../../../lib/session.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const RESET_PASSWORD_PATH = '/DepartmentPasswordreset';

function toEntries(items: MenuItem[], pick: ReturnType<typeof useBilingual>['pick'], prefix: string, newTabHint: string): DropdownEntry[] {
  return items.map((item, index) => {
    const id = `${prefix}-${index}`;
    if (item.submenu.length > 0) return { id, label: pick(item.title), children: toEntries(item.submenu, pick, id, newTabHint) };
    return {
      id,
      label: pick(item.title),
      to: item.url.slice(APP_BASE_PATH.length),
      ...(item.isTarget ? { newTab: true, hint: newTabHint } : {}),
    };
  });
}

/**
 * The signed-in navigation bar of spec §2.6: the caller's menu as a
 * multi-level dropdown, Reset Password (not on its own page, not for vendors)
 * and Logout.
 */
/** `languageSwitch`: on pages without the header (reports, vendor pages), the language choice sits here. */
export function NavBar({ languageSwitch = false }: { languageSwitch?: boolean }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const { pathname } = useLocation();
  const login = useStoredLogin();
  const menu = useMenu();
  if (!login) return null;
  const vendor = login.loginType === 'VENDOR';
  const entries = toEntries(menu.data ?? [], pick, 'menu', t('common.opensNewTab'));
  const onResetPage = pathname.toLowerCase() === RESET_PASSWORD_PATH.toLowerCase();

  return (
    <nav className="igrs-navbar" aria-label={t('frame.signedInMenu')}>
      <div className="igrs-navbar-account">
        <div className="container-xxl d-flex flex-wrap align-items-center gap-1 py-1">
          <span className="igrs-navbar-user me-auto">
            <img src={`${import.meta.env.BASE_URL}emblem.svg`} alt="" width="28" height="28" className="me-2" />
            {t('frame.signedInAs', { name: login.loginName, loginType: t(`loginTypes.${login.loginType}`), place: pick(login.jurisdictionName) })}
          </span>
          {!vendor && !onResetPage ? (
            <Link className="igrs-nav-link" to={RESET_PASSWORD_PATH}>
              {t('frame.resetPassword')}
            </Link>
          ) : null}
          {languageSwitch ? <LanguageSwitch /> : null}
          <button type="button" className="btn btn-warning btn-sm ms-1" onClick={() => void logout()}>
            {t('frame.logout')}
          </button>
        </div>
      </div>
      <div className="container-xxl">
        <ul className="list-unstyled d-flex flex-wrap mb-0">
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.children ? (
                <Dropdown label={entry.label} entries={entry.children} buttonClassName="igrs-nav-link" />
              ) : (
                <Link className="igrs-nav-link" to={entry.to ?? '/'} {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {entry.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
