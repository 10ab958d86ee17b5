import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsBusy } from '../../../lib/busy.ts';
import { useStore } from '../../../lib/store.ts';
import {
  ROOT_PATH,
  answerConfirmation,
  clearAllBrowserStorage,
  closeMessage,
  confirmationPopup,
  messageDuration,
  messagePopup,
} from '../../../lib/popups.ts';

function SuccessIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 24 24" className="text-success">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17.5 8.5" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 24 24" className="text-danger">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The message popup: closes itself after its time, then follows its redirect. */
export function MessagePopup() {
  const popup = useStore(messagePopup);
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    if (!popup.enable) return;
    const timer = window.setTimeout(() => {
      closeMessage({
        clearStorage: clearAllBrowserStorage,
        navigate: (path) => {
          if (path === ROOT_PATH) window.location.assign(import.meta.env.BASE_URL);
          else void navigate(path);
        },
      });
    }, messageDuration(popup));
    return () => window.clearTimeout(timer);
  }, [popup, navigate]);

  const success = popup.type === 'success';
  return (
    <div
      className={`igrs-message-popup${popup.enable ? ' show' : ''}`}
      role={success ? 'status' : 'alert'}
      aria-live={success ? 'polite' : 'assertive'}
      aria-atomic="true"
    >
      {popup.enable ? (
        <div className="igrs-message-card shadow" data-type={popup.type}>
          {success ? <SuccessIcon /> : <CrossIcon />}
          <span className="visually-hidden">{success ? t('frame.popupSuccess') : t('frame.popupFailure')}: </span>
          <p className="mb-0">{popup.message}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The confirmation popup: one button per entry; the pressed label is the answer. */
export function ConfirmationPopup() {
  const popup = useStore(confirmationPopup);
  const firstButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);

  useEffect(() => {
    if (popup.enable) {
      returnFocusTo.current = document.activeElement;
      firstButton.current?.focus();
    } else if (returnFocusTo.current instanceof HTMLElement) {
      returnFocusTo.current.focus();
      returnFocusTo.current = null;
    }
  }, [popup.enable]);

  if (!popup.enable) return null;
  const cancelLabel = popup.buttons[popup.buttons.length - 1] ?? '';
  return (
    <div className="igrs-backdrop" onKeyDown={(event) => event.key === 'Escape' && answerConfirmation(cancelLabel)}>
      <div className="igrs-confirm-card shadow" role="alertdialog" aria-modal="true" aria-labelledby="igrs-confirm-message">
        <p id="igrs-confirm-message">{popup.message}</p>
        <div className="d-flex flex-wrap justify-content-end gap-2">
          {popup.buttons.map((label, index) => (
            <button
              key={label}
              ref={index === 0 ? firstButton : undefined}
              type="button"
              className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-secondary'}`}
              onClick={() => answerConfirmation(label)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Covers the page while any awaited operation runs. */
export function LoadingOverlay() {
  const busy = useIsBusy();
  const { t } = useTranslation();
  return (
    <div className={`igrs-loading${busy ? ' show' : ''}`} aria-hidden={!busy}>
      {busy ? (
        <div className="spinner-border text-light" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : null}
    </div>
  );
}
