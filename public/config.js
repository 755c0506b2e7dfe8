// Runtime settings, edited after the build; nothing is rebuilt. Every key is optional (delete one
// for its default); a value of the wrong type is ignored and named in the console.
// docs/deploying.md explains each key. Every borrower downloads this file before
// the first screen shows: keep it short.
window.__APP_CONFIG__ = {
  apiBase: '', // "" = this page's origin
  // promoBase: 'https://promo.example.ph', // default: apiBase
  provider: 'pesoloan',
  brandColors: ['#0b7a5c', '#0a5c46'], // [main, darker]; too light for text is darkened
  servicePhone: '+63 2 8123 4567',
  appScheme: 'pesoloan://',
  merchantNumber: '',
  currencyFlag: 0, // 0 = ₱, 1 = ₹
  locale: 'en-PH', // en-PH, fil-PH or id-ID
  footer: {
    phone: '+63 2 8123 4567',
    email: 'support@example.ph',
    company: 'Example Lending Corporation',
    address: 'Unit 1, Example Tower, Ayala Avenue, Makati City, Metro Manila, Philippines',
    copyright: '© 2025 Example Lending Corporation. All rights reserved.',
  },
  company: { name: 'Example Lending Corporation', secRegistrationNo: 'CS000000000', certificateOfAuthorityNo: '0000' },
  // trustedHosts: ['h5.example.ph'], // first-party hosts; default: apiBase's, promoBase's, this page's
  // screensBase: 'https://cdn.example.ph/screens', // default '/screens'; another origin must be trusted
  allowedHosts: ['wa.me', 'play.google.com'], // other https sites the app may open
};
