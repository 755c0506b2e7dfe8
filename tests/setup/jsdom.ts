import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A shared machine under load can take over a second to render a screen; waits give it five.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
