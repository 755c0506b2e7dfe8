import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { http, type HttpHandler, HttpResponse } from 'msw';

import {
  ASSETS_PREFIX,
  DAY_MS,
  type DemoState,
  formatManilaDate,
  formatPeso,
  getInstalmentInterest,
  getInstalmentPrincipal,
  getManilaDay,
} from '../data.ts';
import { findProduct } from './shared.ts';

// A string path, not `new URL(..)`: under jsdom (integration tests) the global URL is jsdom's.
const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets') + path.sep;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function getContentType(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

function notFound(pathname: string): Response {
  return HttpResponse.text(`Not found: ${pathname}`, { status: 404 });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Disclosure statement in the spirit of the Truth in Lending Act (RA 3765), from the live offer. */
function renderDisclosureStatement(state: DemoState, productId: string): string | null {
  const product = findProduct(state, productId);
  if (!product) return null;
  const { offer } = product;
  const serviceFee = Math.round(offer.principal * offer.serviceFeeRate);
  const perInstalment = getInstalmentPrincipal(offer) + getInstalmentInterest(offer);
  const firstDue = getManilaDay(state.now(), 30);
  const rows = Array.from({ length: offer.instalments }, (_, index) => {
    return `<tr><td>${index + 1}</td><td>${formatManilaDate(firstDue + index * 30 * DAY_MS)}</td><td>${formatPeso(perInstalment)}</td></tr>`;
  }).join('');
  const name = escapeHtml(product.name);
  return `<!doctype html>
<html lang="en-PH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Disclosure Statement - ${name}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:16px;color:#1f2937;font-size:14px;line-height:1.5}h1{font-size:18px}table{width:100%;border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d1d5db;padding:6px;text-align:left}th{background:#f3f4f6}</style>
</head><body>
<h1>Disclosure Statement on Loan/Credit Transaction</h1>
<p>${name} (demo). Made under Republic Act No. 3765, the Truth in Lending Act. This is demo text, not a real contract.</p>
<table>
<tr><th>Amount of loan</th><td>${formatPeso(offer.principal)}</td></tr>
<tr><th>Service fee deducted</th><td>${formatPeso(serviceFee)}</td></tr>
<tr><th>Net proceeds</th><td>${formatPeso(offer.principal - serviceFee)}</td></tr>
<tr><th>Interest</th><td>${(offer.monthlyInterestRate * 100).toFixed(1)}% a month</td></tr>
<tr><th>Term</th><td>${offer.termDays} days, ${offer.instalments} instalments</td></tr>
<tr><th>Late fee</th><td>₱1,000.00 once (₱800.00 for repeat clients), plus daily late interest</td></tr>
</table>
<h2>Payment schedule</h2>
<table><tr><th>#</th><th>Due date</th><th>Amount</th></tr>${rows}</table>
</body></html>`;
}

export function createAssetHandlers(state: DemoState): HttpHandler[] {
  return [
    http.get(`*${ASSETS_PREFIX}/uploads/:name`, ({ params, request }) => {
      const upload = state.uploads.get(String(params.name));
      if (!upload) return notFound(new URL(request.url).pathname);
      return new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.contentType } });
    }),

    http.get(`*${ASSETS_PREFIX}/agreements/disclosure-statement.html`, ({ request }) => {
      const productId = new URL(request.url).searchParams.get('productId') ?? '1';
      const html = renderDisclosureStatement(state, productId);
      return html ? HttpResponse.html(html) : notFound(new URL(request.url).pathname);
    }),

    http.get(`*${ASSETS_PREFIX}/*`, async ({ request }) => {
      const { pathname } = new URL(request.url);
      const relative = decodeURIComponent(pathname.slice(pathname.indexOf(ASSETS_PREFIX) + ASSETS_PREFIX.length + 1));
      const filePath = path.resolve(ASSETS_DIR, relative);
      if (!filePath.startsWith(ASSETS_DIR)) return notFound(pathname);
      try {
        const bytes = await readFile(filePath);
        return new HttpResponse(new Uint8Array(bytes), {
          headers: { 'Content-Type': getContentType(filePath), 'Cache-Control': 'public, max-age=3600' },
        });
      } catch {
        return notFound(pathname);
      }
    }),
  ];
}
