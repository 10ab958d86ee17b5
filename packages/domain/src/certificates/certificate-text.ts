/** The words every certificate's frame carries, in both languages. */
export const CERTIFICATE_TEXT = {
  department: { en: 'Registration & Stamps Department', te: 'రిజిస్ట్రేషన్ & స్టాంపుల శాఖ' },
  government: { en: 'Government of Andhra Pradesh', te: 'ఆంధ్రప్రదేశ్ ప్రభుత్వం' },
  verificationCode: { en: 'Verification code', te: 'ధృవీకరణ కోడ్' },
  verifyAt: {
    en: 'Check that this certificate is genuine by scanning the QR code or entering the verification code at',
    te: 'ఈ ధృవపత్రం నిజమైనదో కాదో QR కోడ్‌ను స్కాన్ చేసి లేదా ధృవీకరణ కోడ్‌ను నమోదు చేసి ఇక్కడ తనిఖీ చేయండి:',
  },
  page: { en: 'Page {page} of {pages}', te: 'పేజీ {page} / {pages}' },
} as const satisfies Record<string, { en: string; te: string }>;
