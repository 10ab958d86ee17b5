import { useTranslation } from 'react-i18next';
import { useFrame } from '../../lib/frame.ts';

/** Said beside every button that takes a payment while the portal pays through its sandbox gateway, so no one mistakes it for the bank. */
export function SandboxPaymentNotice() {
  const { t } = useTranslation();
  if (useFrame().data?.sandbox.payments !== true) return null;
  return (
    <p className="alert alert-warning small py-2 mb-2" role="note">
      {t('frame.sandboxPayments')}
    </p>
  );
}
