import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANTI_BRIBERY_NUMBER, HELP_DESK_NUMBER, NOTIFICATION_BADGE_COUNT } from '@igrs/domain';
import { Dropdown, type DropdownEntry } from '../../../components/ui/Dropdown.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useFrame } from '../api/frame.ts';
import { PUBLIC_MENU, type PublicMenuItem } from '../public-menu.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function menuEntries(items: PublicMenuItem[], t: (key: string) => string): DropdownEntry[] {
  return items.map((item) => ({
    id: item.key,
    label: t(`pages.${item.key}`),
    ...(item.to ? { to: item.to } : {}),
    ...(item.children ? { children: menuEntries(item.children, t) } : {}),
  }));
}

/**
 * `menuOpen`: on a phone the leaders, help lines, login links, main menu and
 * quick tools fold away behind the Menu button, so the page starts on the
 * first screen; from tablet width up they always show.
 */
export function Header({ showLoginLinks, menuOpen, onToggleMenu }: { showLoginLinks: boolean; menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const frame = useFrame();
  const notifications: DropdownEntry[] = (frame.data?.notifications ?? []).map((notification) => ({
    id: notification.id,
    label: pick(notification.title),
    href: notification.file.url,
    download: true,
    hint: t('frame.downloadHint', { fileName: notification.file.fileName }),
  }));

  return (
    <header className="igrs-header">
      <div className="igrs-header-top">
        <div className="container-xxl d-flex flex-wrap align-items-center gap-3 py-2">
          <Link to="/" className="igrs-brand d-flex align-items-center gap-2 text-decoration-none">
            <img src={`${import.meta.env.BASE_URL}emblem.svg`} alt="" width="48" height="48" />
            <span>
              <span className="igrs-brand-name d-block">{t('frame.departmentName')}</span>
              <span className="igrs-brand-government d-block">{t('frame.governmentName')}</span>
              <span className="visually-hidden"> {t('frame.homeLink')}</span>
            </span>
          </Link>

          <button
            type="button"
            className="btn btn-outline-light btn-sm ms-auto d-md-none"
            aria-expanded={menuOpen}
            aria-controls="igrs-main-nav"
            onClick={onToggleMenu}
          >
            {t('frame.menu')}
          </button>

          <ul className="igrs-leaders igrs-collapsible list-unstyled d-flex gap-3 mb-0" aria-label={t('frame.leaders')}>
            {frame.data?.leaders.map((leader) => (
              <li key={leader.role} className="d-flex align-items-center gap-2">
                <img src={leader.portraitUrl} alt={pick(leader.name)} width="52" height="52" className="rounded-circle igrs-portrait" />
                <span className="igrs-leader-text">
                  <span className="d-block fw-semibold">{pick(leader.name)}</span>
                  <span className="d-block small">{pick(leader.title)}</span>
                </span>
              </li>
            ))}
          </ul>

          <div className="igrs-header-tools ms-auto d-flex flex-wrap align-items-center gap-2">
            <a className="igrs-helpline igrs-collapsible" href={`tel:${HELP_DESK_NUMBER}`}>
              <PhoneIcon /> {t('frame.helpDesk')} <strong>{HELP_DESK_NUMBER}</strong>
            </a>
            <a className="igrs-helpline igrs-collapsible" href={`tel:${ANTI_BRIBERY_NUMBER}`}>
              <PhoneIcon /> {t('frame.antiBribery')} <strong>{ANTI_BRIBERY_NUMBER}</strong>
            </a>
            <LanguageSwitch />
            <Dropdown
              className="igrs-notifications"
              buttonClassName="btn btn-outline-light btn-sm position-relative"
              ariaLabel={t('frame.notificationsLabel', { count: NOTIFICATION_BADGE_COUNT })}
              align="end"
              label={
                <>
                  <BellIcon />
                  <span className="igrs-badge badge rounded-pill" aria-hidden="true">
                    {NOTIFICATION_BADGE_COUNT}
                  </span>
                </>
              }
              entries={notifications}
            />
            {showLoginLinks ? (
            <nav aria-label={t('frame.loginLinks')} className="igrs-collapsible d-flex gap-2">
              <Link className="btn btn-warning btn-sm" to="/Departmentlogin">
                {t('frame.departmentLogin')}
              </Link>
              <Link className="btn btn-outline-light btn-sm" to="/Vendor/Vendorlogin">
                {t('frame.vendorLogin')}
              </Link>
            </nav>
            ) : null}
          </div>
        </div>
      </div>
      <nav id="igrs-main-nav" className="igrs-main-nav igrs-collapsible" aria-label={t('frame.mainMenu')}>
        <ul className="container-xxl list-unstyled d-flex flex-wrap mb-0">
          {menuEntries(PUBLIC_MENU, t).map((entry) => (
            <li key={entry.id}>
              {entry.children ? (
                <Dropdown label={entry.label} entries={entry.children} buttonClassName="igrs-nav-link" />
              ) : (
                <Link className="igrs-nav-link" to={entry.to ?? '/'}>
                  {entry.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
