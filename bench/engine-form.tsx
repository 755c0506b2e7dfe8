import '../engine/react/styles.css';
import { Screen } from '../engine/react/screen.tsx';
import { createBenchServices, toBenchScreen } from './engine-screen.ts';
import { generateBenchFields, readFieldCount } from './fields.ts';
import { mountBenchPage } from './mount.tsx';

const fields = generateBenchFields(readFieldCount(location.search));
mountBenchPage(<Screen screen={toBenchScreen(fields)} services={createBenchServices()} />, fields.length);
