// Runtime configuration of the borrower web app (CONTRACTS §1).
// Operators edit this file in dist/ after the build; nothing is rebuilt.
// Every key is optional: delete a key to use its default. A value of the wrong type
// is ignored (the default is used and the browser console names the key).
window.__APP_CONFIG__ = {
  // Origin (or path prefix) of the API server. "" = the same origin that serves this page.
  // Example: "https://api.example.ph". No trailing slash needed.
  apiBase: '',

  // Origin of the promotion / registration-landing calls (/api/v2/{provider}/promotion/...).
  // Defaults to apiBase; uncomment to use another server.
  // promoBase: 'https://promo.example.ph',

  // Name used in the /api/v1/{provider}/{provider}-api/... and /api/v2/{provider}/... paths.
  // Letters, digits, "-" and "_" only.
  provider: 'pesoloan',

  // Brand colour pair [main, darker], hex. Used for buttons, links and the toast.
  // Any pair may be used: text must stay readable (WCAG 2.2 AA, 4.5:1), so where a colour is too
  // light for text on white, or for white text on it (buttons, the amount card), the app uses a
  // darker shade of the same hue, computed when the page opens; the colour as given stays for
  // tints, outlines and the spinner. The default pair reads as it is and is not changed.
  brandColors: ['#0b7a5c', '#0a5c46'],

  // Customer-service phone number, used when the order reply carries none.
  servicePhone: '+63 2 8123 4567',

  // URL scheme of the native app, used to open the app from the landing page. Example: "pesoloan://".
  // It is also the only non-web link the native openPage call may receive (e.g. a recommended
  // product's "pesoloan://product/detail?productId=2"); any other scheme is refused. "" = none.
  appScheme: 'pesoloan://',

  // Merchant number sent on registration when the page URL gives none.
  merchantNumber: '',

  // 0 = peso sign (₱), 1 = rupee sign (₹).
  currencyFlag: 0,

  // Number grouping and default language. "en-PH" -> ₱1,234.50 in English;
  // "fil-PH" -> Filipino texts; "id-ID" -> legacy dot grouping ₱1.234,50.
  locale: 'en-PH',

  // Footer of the official site (/, /about, /policy, /contact).
  footer: {
    phone: '+63 2 8123 4567',
    email: 'support@example.ph',
    company: 'Example Lending Corporation',
    address: 'Unit 1, Example Tower, Ayala Avenue, Makati City, Metro Manila, Philippines',
    copyright: '© 2025 Example Lending Corporation. All rights reserved.',
  },

  // Lender details shown on the official site and the legal pages.
  company: {
    name: 'Example Lending Corporation',
    secRegistrationNo: 'CS000000000',
    certificateOfAuthorityNo: '0000',
  },

  // First-party hosts (host[:port]) that may receive the session parameters when the app
  // redirects to a server-given URL. Any other host is opened without them. A URL to one of
  // these hosts can never change the borrower's own session values (sessionId, userId, ...).
  // Default: the hosts of apiBase and promoBase plus the host serving this page.
  // Example: ["h5.example.ph", "api.example.ph"]
  // trustedHosts: [],

  // Where the app fetches its screens and texts (a screens bundle: manifest.json and its files,
  // written by the build and by `npm run screens:publish`). Default "/screens" on this origin.
  // Another origin (a CDN) is used only if its host is listed in trustedHosts; otherwise the app
  // keeps to the screens the build shipped and says why in the console.
  // screensBase: 'https://cdn.example.ph/screens',

  // Other sites the app may open (redirects, payment pages, embedded agreements, the native
  // openPage), host[:port] each, over https only. The page's own origin and trustedHosts are
  // always allowed; every other host is refused with "This link can't be opened." Hosts are
  // compared as the browser connects to them: an IP address in any notation, or a look-alike
  // such as "wа.me" written with a Cyrillic "а", is refused unless listed as such. No wildcards:
  // list each host ("pay.example.ph", not "*.example.ph"). Images may come from any https host.
  // The demo back end uses wa.me (customer-service WhatsApp) and play.google.com (app download).
  // Example: ["wa.me", "play.google.com", "checkout.paygateway.example"]
  allowedHosts: ['wa.me', 'play.google.com'],
};
