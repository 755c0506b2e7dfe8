import { createRoot } from 'react-dom/client';
import '../engine/react/styles.css';
import { loadValidators } from './api/validators.ts';
import { App } from './app.tsx';
import { createApi } from './api/create-api.ts';
import { createBridge } from './bridge/bridge.ts';
import { getConfig } from './config.ts';
import { applyBrandPalette } from './ui/brand-palette.ts';
import { createMessages, toMessageLocale } from './messages/create-messages.ts';
import { screenMessages } from './messages/screen-messages.ts';
import { resolveHashAlias } from './routes.ts';
import { captureSession } from './session/session.ts';

// CONTRACTS §2: legacy hash targets open their screens as browser-history routes.
const aliased = resolveHashAlias(location.pathname, location.search, location.hash);
if (aliased) history.replaceState(null, '', aliased);

const config = getConfig();
// A brand colour too light for text or under white text is darkened where it is used.
applyBrandPalette(document.documentElement, config.brandColors);

const session = captureSession(location.search);
const messages = createMessages(toMessageLocale(location.search, config.locale), screenMessages);
document.documentElement.lang = messages.locale === 'fil' ? 'fil' : 'en';
const bridge = createBridge(window);
const api = createApi({ config, validators: loadValidators });

createRoot(document.getElementById('root')!).render(<App config={config} session={session} messages={messages} bridge={bridge} api={api} />);
