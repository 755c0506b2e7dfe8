import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app.tsx';
import './studio.css';

createRoot(document.getElementById('root')!).render(<StudioApp />);
