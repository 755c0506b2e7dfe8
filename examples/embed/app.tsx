// The whole embedding: the engine's types with this app's own field type, services with defaults
// but the API, and one screen. Nothing is loaded beforehand: <Screen> loads the form's code itself.
import { useMemo } from 'react';

import { createEngineServices, type EngineApi, engineRegistries, extendRegistries, Screen, type ScreenFile } from '@borrower/engine';

import screenFile from './loan-request.screen.json';
import { pesoAmountField } from './peso-amount.tsx';

const registries = extendRegistries(engineRegistries, { fields: [pesoAmountField] });

/** An API that posts each call as JSON to `/api/<endpoint>` and answers `{ ok, data }`. */
const fetchApi: EngineApi = {
  call: async (endpoint, params) => {
    try {
      const reply = await fetch(`/api/${encodeURIComponent(endpoint)}`, { method: 'POST', body: JSON.stringify(params) });
      return reply.ok ? { ok: true, data: (await reply.json()) as unknown } : { ok: false, kind: 'server', code: reply.status };
    } catch {
      return { ok: false, kind: 'network' };
    }
  },
  upload: () => Promise.resolve({ ok: false, kind: 'unknown-endpoint' }),
};

export function EmbedExample({ api = fetchApi, language = 'en' }: { api?: EngineApi; language?: 'en' | 'fil' }) {
  const services = useMemo(() => createEngineServices({ api, language }), [api, language]);
  // The screen names a field type the engine's schemas do not list (pesoAmount): its file is this app's.
  return <Screen screen={screenFile as unknown as ScreenFile} services={services} registries={registries} />;
}
