import { changeLanguage, currentLanguage, translate } from '../i18n/index.ts';
import { apiRequest } from './api-client.ts';
import { clearAllBrowserStorage, showMessage } from './popups.ts';
import { forgetStoredLogin, storedLogin } from './session.ts';

/**
 * Ends the session on the server, clears everything the browser stored (the
 * language choice is kept) and says goodbye before going to the login page.
 */
export async function logout(): Promise<void> {
  const vendor = storedLogin.get()?.loginType === 'VENDOR';
  try {
    await apiRequest('/users/logout', { method: 'POST', skipSessionRule: true });
  } catch {
    // The session may already have ended on the server; the browser forgets it all the same.
  }
  const language = currentLanguage();
  clearAllBrowserStorage();
  forgetStoredLogin('logout');
  await changeLanguage(language);
  showMessage({
    message: translate(vendor ? 'auth.vendorLoggedOut' : 'auth.loggedOut'),
    type: 'success',
    redirectOnSuccess: vendor ? '/Vendor/Vendorlogin' : '/Departmentlogin',
  });
}
