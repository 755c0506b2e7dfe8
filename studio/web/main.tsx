import './studio.css';

import { createRoot } from 'react-dom/client';

import { StudioApp } from './shell/studio-app.tsx';

createRoot(document.getElementById('root')!).render(<StudioApp />);
