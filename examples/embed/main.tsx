import '@borrower/engine/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { EmbedExample } from './app.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <EmbedExample />
    </StrictMode>,
  );
}
