// A throwaway self-signed certificate for 127.0.0.1 and localhost, made with /usr/bin/openssl in
// a temp folder that is removed again: for serving the demo over HTTPS (HTTP/2) in benches and
// tests, never for a deploy. Clients must skip verification (Chromium --ignore-certificate-errors).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function createSelfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-tls-'));
  try {
    const keyFile = path.join(folder, 'key.pem');
    const certFile = path.join(folder, 'cert.pem');
    execFileSync(
      process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
